/**
 * `npm run bench:pooler`: the project-time requests on one seeded database
 * (1.19 M time logs, as `npm run bench` seeds them) reached three ways, one after
 * another, by an app instance in this process (decision 012):
 *
 * - direct: DATABASE_URL alone, as before (named statements, generic plans);
 * - unnamed, direct: the pooler mode's pool (no named statement, no setting)
 *   straight to PostgreSQL, which isolates what the unnamed statements cost;
 * - through PgBouncer: the pooler mode as deployed, DATABASE_URL on PgBouncer in
 *   transaction mode (BENCH_POOLER_URL, default 127.0.0.1:6432; start it with
 *   `scripts/pgbouncer.sh`), the listener on the direct URL.
 *
 * With BENCH_INSTANCES=N (default 2) it then starts N server processes
 * (`src/main.ts`) through PgBouncer behind a round-robin TCP proxy in this
 * process and loads them the same way. Needs DATABASE_URL (direct). Prints one
 * table and writes bench/results/pooler.json.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { type DatabaseHandle, openDatabase } from "../src/db/open-database.ts";
import { onDatabase, openTestDatabase } from "../test/helpers/test-database.ts";
import { type LoadResult, load, percentiles } from "./load.ts";
import { BENCH_PASSWORD, seedProjectTime } from "./seed-project-time.ts";

if (!process.env.DATABASE_URL) {
  console.error("bench:pooler needs DATABASE_URL (direct PostgreSQL)");
  process.exit(2);
}
const poolerBase = process.env.BENCH_POOLER_URL ?? "postgres://tempus:tempus@127.0.0.1:6432/tempus";
const instances = Number(process.env.BENCH_INSTANCES ?? 2);
const SECRET_KEY = "bench-secret-key-that-is-long-enough-012345";
const env = {
  SECRET_KEY,
  LOG_LEVEL: "silent",
  ACCESS_TOKEN_LIFETIME: "3600",
  THROTTLE_AUTH_RATE: "100000/minute",
  THROTTLE_ACCOUNT_RATE: "100000/minute",
};

const seeded = await openTestDatabase();
const directUrl = seeded.url as string;
const name = new URL(directUrl).pathname.slice(1);
const pooledUrl = onDatabase(poolerBase, name);
console.log("Seeding 1.19 M time logs in 101 companies…");
await seedProjectTime(seeded.db);

/** The project-time requests of `npm run bench`, against the app at `address`. */
async function measure(mode: string, address: string): Promise<LoadResult[]> {
  const response = await fetch(`${address}/api/auth/jwt/create/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench1", password: BENCH_PASSWORD }),
  });
  const tokens = (await response.json()) as { access: string };
  const headers = { authorization: `Bearer ${tokens.access}`, "content-type": "application/json" };
  const base = `${address}/api/projectmanagement`;
  const options = { headers, connections: 10, seconds: 5, warmUpSeconds: 2 };
  const results: LoadResult[] = [];
  const run = async (scenario: string, url: string) =>
    results.push({
      ...(await load(scenario, { ...options, url })),
      scenario: `${mode}: ${scenario}`,
    });
  await run("time-log list", `${base}/timelog/`);
  await run(
    "filtered list",
    `${base}/timelog/?project=2&billable=true&search=item%2012&start_after=2025-06-01`,
  );
  await run("project detail", `${base}/project/1/`);
  await run(
    "statistics, a year by week",
    `${address}/api/projectmanagement/statistics/?from=2025-01-01&to=2025-12-31&group_by=week`,
  );
  const pairs: number[] = [];
  for (let index = 0; index < 100; index++) {
    const began = performance.now();
    const start = await fetch(`${base}/timelog/start/`, {
      method: "POST",
      headers,
      body: JSON.stringify({ project: 2 }),
    });
    if (start.status !== 201) throw new Error(`${mode}: start answered ${start.status}`);
    const log = (await start.json()) as { id: number };
    const stop = await fetch(`${base}/timelog/${log.id}/stop/`, {
      method: "POST",
      headers,
      body: "{}",
    });
    if (stop.status !== 200) throw new Error(`${mode}: stop answered ${stop.status}`);
    await stop.arrayBuffer();
    pairs.push(performance.now() - began);
  }
  pairs.sort((a, b) => a - b);
  const mean = pairs.reduce((sum, value) => sum + value, 0) / pairs.length;
  results.push({
    scenario: `${mode}: start + stop (sequential pairs)`,
    requestsPerSecond: Math.round(1000 / mean),
    ...percentiles(pairs),
    non2xx: 0,
  });
  return results;
}

/** One app instance in this process on `database`, measured, then closed. */
async function inProcess(mode: string, database: DatabaseHandle): Promise<LoadResult[]> {
  const app = await buildApp({ config: loadConfig(env), db: database.db, logger: false });
  try {
    return await measure(mode, await app.listen({ port: 0, host: "127.0.0.1" }));
  } finally {
    await app.close();
    await database.close();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function untilUp(address: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${address}/api/health/`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${address} did not come up`);
}

/** N server processes through PgBouncer, each connection of the load to the next one in turn. */
async function behindProxy(count: number): Promise<LoadResult[]> {
  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const children: ChildProcess[] = ports.map((port) =>
    spawn(process.execPath, ["--max-semi-space-size=32", "src/main.ts"], {
      cwd: new URL("..", import.meta.url),
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: pooledUrl,
        DATABASE_DIRECT_URL: directUrl,
      },
      stdio: ["ignore", "ignore", "inherit"],
    }),
  );
  let next = 0;
  const proxy = net.createServer((client) => {
    const upstream = net.connect(ports[next++ % ports.length], "127.0.0.1");
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end);
    upstream.on("error", end);
  });
  try {
    await Promise.all(ports.map((port) => untilUp(`http://127.0.0.1:${port}`)));
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const { port } = proxy.address() as net.AddressInfo;
    return await measure(`${count} processes, PgBouncer`, `http://127.0.0.1:${port}`);
  } finally {
    proxy.close();
    for (const child of children) child.kill("SIGTERM");
  }
}

const results: LoadResult[] = [];
try {
  results.push(...(await inProcess("direct", await openDatabase({ url: directUrl }))));
  const unnamed = new URL(directUrl);
  unnamed.searchParams.set("application_name", "tempus-unnamed");
  results.push(
    ...(await inProcess(
      "unnamed, direct",
      await openDatabase({ url: unnamed.toString(), directUrl }),
    )),
  );
  results.push(
    ...(await inProcess("PgBouncer", await openDatabase({ url: pooledUrl, directUrl }))),
  );
  if (instances > 0) results.push(...(await behindProxy(instances)));
} finally {
  await seeded.close();
}

console.log(
  "\nProject time through a transaction pooler, 10 connections, 5 s after 2 s of warm-up",
);
console.table(
  results.map((result) => ({
    scenario: result.scenario,
    "req/s": result.requestsPerSecond,
    "p50 ms": result.p50,
    "p95 ms": result.p95,
    "p99 ms": result.p99,
    non2xx: result.non2xx,
  })),
);
mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
writeFileSync(
  new URL("./results/pooler.json", import.meta.url),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), instances, results }, null, 2)}\n`,
);
const failed = results.filter((result) => result.non2xx > 0);
if (failed.length > 0) {
  console.error(
    `Responses other than 2xx in: ${failed.map((result) => result.scenario).join(", ")}`,
  );
  process.exit(1);
}
process.exit(0);
