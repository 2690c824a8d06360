import { Worker } from "node:worker_threads";

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** Load before the measured run (JIT, plan caches, pool connections), not counted. */
  warmUpSeconds: number;
  method?: "GET" | "POST";
  body?: string;
}

export interface LoadResult {
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  non2xx: number;
}

/** The value below which `p` % of the sorted values lie (nearest rank). */
export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const round = (milliseconds: number) => Math.round(milliseconds * 100) / 100;

/** p50, p90, p95 and p99 of sorted latencies, to the hundredth of a millisecond. */
export const percentiles = (sorted: ArrayLike<number>) => ({
  p50: round(percentile(sorted, 50)),
  p90: round(percentile(sorted, 90)),
  p95: round(percentile(sorted, 95)),
  p99: round(percentile(sorted, 99)),
});

/**
 * Fires requests at `url` with `connections` in parallel for a few seconds
 * (autocannon, in a worker thread) and reports exact percentiles of every
 * successful response's latency.
 */
export function load(scenario: string, options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./load-worker.ts", import.meta.url), {
      workerData: options,
    });
    worker.once("error", reject);
    worker.once(
      "message",
      (message: {
        latencies: Float64Array;
        requests: number;
        seconds: number;
        non2xx: number;
        errors: number;
      }) => {
        const sorted = message.latencies.sort();
        resolve({
          scenario,
          requestsPerSecond: Math.round(message.requests / message.seconds),
          ...percentiles(sorted),
          non2xx: message.non2xx + message.errors,
        });
        void worker.terminate();
      },
    );
  });
}
