/**
 * `npm run bench`: latencies against the real app over HTTP, on PGlite in
 * memory or, with DATABASE_URL set, on a fresh database on that PostgreSQL
 * server. Part one: quick request loops. Part two: the project-time load test
 * on 1.19 M seeded time logs with autocannon. Part three: the hot paths as a share
 * of a bare Fastify route, with one worker process and with one per core
 * (bench/shares.ts). Prints tables, writes
 * bench/results/<driver>.json, and exits non-zero when a target is missed
 * (the project-time targets apply on PostgreSQL).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS } from "@tempus/contract";
import { openTestDatabase } from "../test/helpers/test-database.ts";
import { report, runScenarios, type Scenario } from "./harness.ts";
import { type LoadResult, percentile, round } from "./load.ts";
import {
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  LOAD_WARM_UP_SECONDS,
  loadListsAndDetail,
  loadRunningTimer,
  logInBenchOwner,
  measureStartStop,
  reportScenarios,
  startBenchApp,
  statisticsScenarios,
} from "./project-time.ts";
import { ONE_PROJECT_COMPANY, seedProjectTime } from "./seed-project-time.ts";
import { measureShares } from "./shares.ts";

const driver = process.env.DATABASE_URL ? "postgresql" : "pglite";
const database = await openTestDatabase();
const { app, address } = await startBenchApp(database.db);

const get = (path: string) => async () => {
  const response = await fetch(`${address}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  await response.arrayBuffer();
};

let ok = true;
let statisticsSummary: unknown = null;
let exportSummary: unknown = null;
let baselineSummary: unknown = null;
try {
  console.log(`\nQuick requests (${driver})`);
  const quick: Scenario[] = [
    { name: "health", targetP95Ms: 10, iterations: 500, run: get("/api/health/") },
    {
      name: "currency list, page 1",
      targetP95Ms: 20,
      iterations: 500,
      run: get("/api/masterdata/currency/"),
    },
    {
      name: "currency list, search + ordering, 1000 per page",
      targetP95Ms: 30,
      iterations: 300,
      run: get("/api/masterdata/currency/?search=a&ordering=-name&page_size=1000"),
    },
  ];
  ok = report(await runScenarios(quick));

  console.log(`\nSeeding 1.19 M time logs in 101 companies (${driver})…`);
  const seeded = performance.now();
  await seedProjectTime(database.db);
  console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const client = await logInBenchOwner(address);
  const { headers, base } = client;

  const results: LoadResult[] = await loadListsAndDetail(client);
  results.push(await loadRunningTimer(client));
  results.push(await measureStartStop(client));

  const listTarget = 10;
  const p99Target = 50;
  const table = results.map((result) => {
    const isList = result.scenario.startsWith("time-log list, page 1");
    const misses =
      (isList && result.p95 >= listTarget) || result.p99 > p99Target || result.non2xx > 0;
    return {
      scenario: result.scenario,
      "req/s": result.requestsPerSecond,
      "p50 ms": result.p50,
      "p90 ms": result.p90,
      "p95 ms": result.p95,
      "p99 ms": result.p99,
      non2xx: result.non2xx,
      verdict: misses
        ? driver === "postgresql"
          ? "TOO SLOW"
          : "over target (targets apply on PostgreSQL)"
        : "ok",
    };
  });
  console.log(`\nProject time, 10 connections, 5 s each after 2 s of warm-up (${driver})`);
  console.table(table);
  if (driver === "postgresql" && table.some((row) => row.verdict === "TOO SLOW")) ok = false;

  // The load above repeats one search, whose count the count cache answers after the first
  // request. A search never made before has to count: one client, a new term each time.
  const fresh: number[] = [];
  for (let index = 0; index < 100; index++) {
    const began = performance.now();
    const response = await fetch(
      `${base}/timelog/?project=2&billable=true&search=item%20${100 + index}&start_after=2025-06-01`,
      { headers },
    );
    if (!response.ok) throw new Error(`fresh search: ${response.status}`);
    await response.arrayBuffer();
    fresh.push(performance.now() - began);
  }
  fresh.sort((a, b) => a - b);
  const freshSearch = {
    scenario: "filtered and searched, a new search each time (1 client)",
    "p50 ms": round(percentile(fresh, 50)),
    "p95 ms": round(percentile(fresh, 95)),
    "max ms": round(fresh[fresh.length - 1]),
  };
  console.table([freshSearch]);

  // The largest search a list takes (as many terms as allowed, as long as allowed), over the
  // time-log list, from two clients without a pause, while a third asks for health.
  const term = "x".repeat(Math.floor(MAX_SEARCH_LENGTH / MAX_SEARCH_TERMS) - 1);
  const largest = encodeURIComponent(
    Array.from({ length: MAX_SEARCH_TERMS }, () => term).join(" "),
  );
  const searches: number[] = [];
  let searching = true;
  const searcher = async () => {
    while (searching) {
      const began = performance.now();
      const response = await fetch(`${base}/timelog/?search=${largest}`, { headers });
      if (!response.ok) throw new Error(`largest search: ${response.status}`);
      await response.arrayBuffer();
      searches.push(performance.now() - began);
    }
  };
  const searchers = [searcher(), searcher()];
  const health: number[] = [];
  for (let index = 0; index < 200; index++) {
    const began = performance.now();
    await get("/api/health/")();
    health.push(performance.now() - began);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  searching = false;
  await Promise.all(searchers);
  health.sort((a, b) => a - b);
  searches.sort((a, b) => a - b);
  const healthOk = health[health.length - 1] < 1000;
  console.log(`\nHealth while the largest allowed search runs (${driver})`);
  console.table([
    {
      scenario: `health, 2 clients searching ${MAX_SEARCH_TERMS} terms of ${term.length} characters`,
      "health p50 ms": round(percentile(health, 50)),
      "health p95 ms": round(percentile(health, 95)),
      "health max ms": round(health[health.length - 1]),
      searches: searches.length,
      "search p50 ms": round(percentile(searches, 50)),
      target: "health < 1000 ms",
      verdict: healthOk ? "ok" : "TOO SLOW",
    },
  ]);
  if (!healthOk) ok = false;
  // Statistics over the big company's busiest year, its dashboard and its whole export.
  console.log(
    `\nStatistics, reports, dashboard and export on the 100,000-log companies (${driver})`,
  );
  const statistics = statisticsScenarios(client);
  // The dashboard sums the week and, per debtor, what is ready to bill from the daily totals.
  statistics.push({
    name: "dashboard (ready to bill over all days)",
    targetP95Ms: 50,
    iterations: 40,
    run: async () => {
      const response = await fetch(`${base}/dashboard/`, { headers });
      if (!response.ok) throw new Error(`dashboard: ${response.status}`);
      await response.arrayBuffer();
    },
  });
  statistics.push(
    ...reportScenarios(client, await logInBenchOwner(address, `bench${ONE_PROJECT_COMPANY}`)),
  );
  const statisticsResults = await runScenarios(statistics);
  const statisticsOk = report(
    statisticsResults,
    driver === "postgresql" ? "TOO SLOW" : "over target (targets apply on PostgreSQL)",
  );
  if (!statisticsOk && driver === "postgresql") ok = false;

  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const exportStarted = performance.now();
  const exported = await fetch(`${base}/timelog/export/?file_format=csv`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of exported.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  clearInterval(sampler);
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
  // The big company's 100,000 logs plus what the timer scenarios above added.
  const exportOk = exportSeconds < 3 && growthMb < 100 && lines - 1 >= 100_000;
  console.table([
    {
      scenario: "CSV export of 100,000 logs",
      rows: lines - 1,
      "size MB": (bytes / 1024 / 1024).toFixed(1),
      seconds: exportSeconds.toFixed(2),
      "memory growth MB": growthMb.toFixed(1),
      target: "< 3 s, < 100 MB",
      verdict: exportOk
        ? "ok"
        : driver === "postgresql"
          ? "TOO SLOW"
          : "over target (targets apply on PostgreSQL)",
    },
  ]);
  if (!exportOk && driver === "postgresql") ok = false;
  exportSummary = { seconds: exportSeconds, memoryGrowthMb: growthMb, rows: lines - 1, bytes };
  statisticsSummary = statisticsResults;

  const baseline = await measureShares({
    driver,
    databaseUrl: database.url,
    inProcessAddress: address,
  });
  baselineSummary = baseline.summary;
  if (!baseline.ok) ok = false;

  mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`./results/${driver}.json`, import.meta.url),
    `${JSON.stringify(
      {
        driver,
        measuredAt: new Date().toISOString(),
        connections: LOAD_CONNECTIONS,
        seconds: LOAD_SECONDS,
        warmUpSeconds: LOAD_WARM_UP_SECONDS,
        results,
        freshSearch,
        statistics: statisticsSummary,
        export: exportSummary,
        baseline: baselineSummary,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await app.close();
  await database.close();
}
process.exitCode = ok ? 0 : 1;
