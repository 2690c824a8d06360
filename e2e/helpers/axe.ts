import axe from "axe-core";
import type { Page } from "playwright-core";

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/** Runs axe-core (its default rules: WCAG 2.x A and AA plus best practices) in the page. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) {
    // Evaluated through the DevTools protocol: the page's Content-Security-Policy admits no
    // inline <script>, and a script tag would be refused.
    await page.evaluate(axe.source);
  }
  return page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }
    ).axe.run();
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => ({ target: node.target, html: node.html })),
    }));
  });
}

/**
 * Waits until no finite animation or CSS transition is running: a menu fading out or a button
 * fading in is half-way between two colours, and axe would judge the contrast of neither. Endless
 * animations (spinners, skeletons) are left out, since they never settle.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5000 },
  );
}

/** Fails with a readable list when axe finds anything on the page, once its transitions settle. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleTransitions(page);
  const violations = await axeViolations(page);
  if (violations.length === 0) return;
  const lines = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`)
        .join("\n")}`,
  );
  throw new Error(
    `axe found ${violations.length} violation(s) on ${page.url()}:\n${lines.join("\n")}`,
  );
}
