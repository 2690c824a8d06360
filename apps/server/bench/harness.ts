import { percentile } from "./load.ts";

export interface Scenario {
  name: string;
  /** The p95 the scenario must stay under, in milliseconds. */
  targetP95Ms: number;
  iterations: number;
  run(): Promise<void>;
}

export interface Result {
  name: string;
  p50: number;
  p95: number;
  max: number;
  target: number;
  ok: boolean;
}

/** Runs each scenario after a warm-up and reports its latency percentiles against its target. */
export async function runScenarios(scenarios: Scenario[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const scenario of scenarios) {
    for (let i = 0; i < Math.min(20, scenario.iterations); i++) await scenario.run();
    const times: number[] = [];
    for (let i = 0; i < scenario.iterations; i++) {
      const started = performance.now();
      await scenario.run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    results.push({
      name: scenario.name,
      p50: percentile(times, 50),
      p95,
      max: times[times.length - 1],
      target: scenario.targetP95Ms,
      ok: p95 < scenario.targetP95Ms,
    });
  }
  return results;
}

/** Prints the results; `missLabel` names a miss where the targets do not apply. */
export function report(results: Result[], missLabel = "TOO SLOW"): boolean {
  const format = (ms: number) => `${ms.toFixed(2)} ms`;
  console.table(
    results.map((result) => ({
      scenario: result.name,
      p50: format(result.p50),
      p95: format(result.p95),
      max: format(result.max),
      "target p95": `< ${result.target} ms`,
      verdict: result.ok ? "ok" : missLabel,
    })),
  );
  return results.every((result) => result.ok);
}
