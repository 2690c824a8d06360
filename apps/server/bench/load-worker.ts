/**
 * One load run in a worker thread: autocannon in this thread's event loop, so
 * each response's own latency can be kept (autocannon's summary rounds to whole
 * milliseconds and has no p95). A warm-up run comes first and is not counted.
 */
import { parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";
import type { LoadOptions } from "./load.ts";

const options = workerData as LoadOptions;

let responses = 0;

function run(seconds: number, latencies?: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        method: options.method ?? "GET",
        body: options.body,
        connections: options.connections,
        duration: seconds,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, statusCode, _bytes, milliseconds) => {
      responses++;
      if (statusCode >= 200 && statusCode < 300) latencies?.push(milliseconds);
    });
  });
}

if (options.warmUpSeconds > 0) await run(options.warmUpSeconds);
const latencies: number[] = [];
responses = 0;
const started = performance.now();
const result = await run(options.seconds, latencies);
parentPort?.postMessage({
  latencies: Float64Array.from(latencies),
  requests: responses,
  seconds: (performance.now() - started) / 1000,
  non2xx: result.non2xx,
  errors: result.errors,
});
