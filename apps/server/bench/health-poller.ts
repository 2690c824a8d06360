/**
 * A worker thread of render-health.ts: asks for the health check over HTTP, one
 * request after the other, until told to stop, then answers how many it asked
 * and the slowest answer. Its event loop is its own: while the server's is held
 * the request waits (and shows as slow) instead of not being sent.
 */
import { parentPort, workerData } from "node:worker_threads";

const { url } = workerData as { url: string };
let stopping = false;
let polls = 0;
let worstMs = 0;
parentPort?.on("message", () => {
  stopping = true;
});
while (!stopping) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  worstMs = Math.max(worstMs, performance.now() - started);
  polls += 1;
  if (polls === 1) parentPort?.postMessage({ polling: true });
  await new Promise((resolve) => setTimeout(resolve, 2));
}
parentPort?.postMessage({ polls, worstMs });
