/**
 * Runs `run` once the browser is idle (after the page has painted and settled), or after a short
 * wait where there is no idle callback; answers how to call it off. For what the page does not
 * need to paint first: a chart's library, a dialog opened later.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}
