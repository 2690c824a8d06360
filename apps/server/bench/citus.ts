/**
 * `npm run bench:citus`: the project-time measurements on one PostgreSQL and on a Citus cluster
 * (distributed by company), one after the other in the same run, each in a process of its own
 * (bench/citus-side.ts) on a fresh database seeded with 1.19 M time logs. Needs DATABASE_URL (the
 * plain PostgreSQL); CITUS_URL is the coordinator (default: `scripts/citus.sh url`) and
 * CITUS_WORKER_PORTS its workers (default 9701,9702). Prints both sides' latencies and their ratio
 * and where the big company's rows live, and writes bench/results/citus.json. A measurement, no
 * targets: it fails only when a side fails.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SideResult } from "./citus-side.ts";

const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl) {
  console.error(
    "bench:citus needs DATABASE_URL (plain PostgreSQL) and a Citus cluster (CITUS_URL)",
  );
  process.exit(2);
}
const citusScript = fileURLToPath(new URL("../../../scripts/citus.sh", import.meta.url));
const citusUrl =
  process.env.CITUS_URL || execFileSync("bash", [citusScript, "url"], { encoding: "utf8" }).trim();
const workerPorts = process.env.CITUS_WORKER_PORTS || "9701,9702";

const sideScript = fileURLToPath(new URL("./citus-side.ts", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "tempus-bench-citus-"));

/** One side in a child process; its result, or the reason it failed. */
function runSide(
  name: "postgresql" | "citus",
  env: Record<string, string>,
): Promise<SideResult | Error> {
  const resultFile = join(scratch, `${name}.json`);
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, BENCH_SIDE_RESULT: resultFile };
  if (!env.CITUS_WORKER_PORTS) delete childEnv.CITUS_WORKER_PORTS;
  delete childEnv.DATABASE_DIRECT_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, sideScript], {
      env: childEnv,
      stdio: "inherit",
    });
    child.once("error", resolve);
    child.once("exit", (code, signal) => {
      if (code !== 0) {
        resolve(new Error(`${name}: the side exited with ${signal ?? `code ${code}`}`));
        return;
      }
      try {
        resolve(JSON.parse(readFileSync(resultFile, "utf8")) as SideResult);
      } catch (error) {
        resolve(error as Error);
      }
    });
  });
}

const ms = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(2));
const ratio = (citus: number | undefined, postgres: number | undefined) =>
  citus === undefined || !postgres ? "–" : `${(citus / postgres).toFixed(2)}×`;

// Ctrl-C reaches the side too, which drops its database and exits; the next side is not started.
let interrupted = false;
process.on("SIGINT", () => {
  interrupted = true;
});

let postgres: SideResult | Error;
let citus: SideResult | Error = new Error("interrupted");
try {
  // Sequentially: both sides on the same cores would measure each other.
  console.log(`PostgreSQL side (${new URL(postgresUrl).host})`);
  postgres = await runSide("postgresql", { DATABASE_URL: postgresUrl });
  if (!interrupted) {
    console.log(`\nCitus side (coordinator ${new URL(citusUrl).host}, workers ${workerPorts})`);
    citus = await runSide("citus", { DATABASE_URL: citusUrl, CITUS_WORKER_PORTS: workerPorts });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const sides = { postgresql: postgres, citus };
for (const [name, side] of Object.entries(sides)) {
  if (side instanceof Error) console.error(`\n${name} side failed: ${side.message}`);
}
const plain = postgres instanceof Error ? undefined : postgres;
const distributed = citus instanceof Error ? undefined : citus;
const scenarios = [
  ...new Set(
    [...(plain?.results ?? []), ...(distributed?.results ?? [])].map((row) => row.scenario),
  ),
];
const comparison = scenarios.map((scenario) => {
  const a = plain?.results.find((row) => row.scenario === scenario);
  const b = distributed?.results.find((row) => row.scenario === scenario);
  return { scenario, postgresql: a, citus: b };
});

if (comparison.length > 0) {
  console.log(
    "\nProject time on the 100,000-log company: PostgreSQL vs Citus (ms; ratio = Citus ÷ PostgreSQL)",
  );
  console.table(
    comparison.map(({ scenario, postgresql: a, citus: b }) => ({
      scenario,
      "PG p50": ms(a?.p50),
      "PG p95": ms(a?.p95),
      "Citus p50": ms(b?.p50),
      "Citus p95": ms(b?.p95),
      "ratio p50": ratio(b?.p50, a?.p50),
      "ratio p95": ratio(b?.p95, a?.p95),
      "PG req/s": a?.requestsPerSecond ?? "–",
      "Citus req/s": b?.requestsPerSecond ?? "–",
      non2xx: `${a?.non2xx ?? "–"} / ${b?.non2xx ?? "–"}`,
    })),
  );
  console.log(
    "Lists and detail: 10 connections, 5 s after 2 s of warm-up; statistics: 40 iterations;" +
      " start + stop: 200 sequential pairs. A measurement: no targets apply on Citus.",
  );
}
if (plain && distributed) {
  console.log(
    `Seeding took ${plain.seedSeconds.toFixed(1)} s on PostgreSQL, ${distributed.seedSeconds.toFixed(1)} s on Citus.`,
  );
}
if (distributed?.placement) {
  const { bigCompanyShard, workers } = distributed.placement;
  console.log("\nWhere the rows live on Citus");
  for (const shard of bigCompanyShard) {
    console.log(
      `company 1's time logs: shard ${shard.shardid} on ${shard.nodename}:${shard.nodeport}`,
    );
  }
  console.table(
    workers.map((worker) => ({
      worker: worker.nodeport,
      companies: worker.companies,
      "time_log rows": worker.timeLogRows,
      "time_log shards": worker.timeLogShards,
      "time_log MB": worker.timeLogMb,
    })),
  );
}

// A run with a failed side keeps the last complete result.
if (plain && distributed) {
  mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
  writeFileSync(
    new URL("./results/citus.json", import.meta.url),
    `${JSON.stringify(
      {
        driver: "citus",
        measuredAt: new Date().toISOString(),
        comparedWith: "postgresql",
        workers: workerPorts.split(",").map(Number),
        ...distributed.settings,
        seedSeconds: { postgresql: plain.seedSeconds, citus: distributed.seedSeconds },
        results: comparison.map(({ scenario, postgresql: a, citus: b }) => ({
          scenario,
          postgresql: a && { ...a, scenario: undefined },
          citus: b && { ...b, scenario: undefined },
        })),
        placement: distributed.placement,
      },
      null,
      2,
    )}\n`,
  );
}
process.exitCode = plain && distributed ? 0 : 1;
