/**
 * `npm run bench:profile` (DATABASE_URL on a PostgreSQL server): CPU profiles of the hot paths
 * under load. Seeds the bench's 1.19 M logs once into a database of their own
 * (BENCH_PROFILE_DATABASE, default `tempus_profile`, kept for the next run), then, per scenario,
 * starts `src/main.ts` as one process with its inspector open, loads it like the bench does (wrk,
 * or sequential start + stop pairs) once to warm up and once more under V8's CPU profiler (taken
 * through the inspector, so start-up and warm-up stay out of it), and writes
 * `bench/results/profile/<scenario>.cpuprofile` (open it in Chrome DevTools' Performance panel or
 * speedscope.app), a flame graph of it as `<scenario>.svg` (bench/flame-graph.ts) and a summary of
 * where the time went, by area and by function (bench/profile-summary.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, rowsOf } from "../src/db/open-database.ts";
import { seedReferenceData } from "../src/seed.ts";
import { onDatabase } from "../test/helpers/test-database.ts";
import { benchSecretKey, hasWrk, loadWith, startServerProcesses } from "./baseline.ts";
import { flameGraph } from "./flame-graph.ts";
import { summarizeProfile } from "./profile-summary.ts";
import { logInBenchOwner, measureStartStop } from "./project-time.ts";
import { ONE_PROJECT_COMPANY, ONE_PROJECT_ID, seedProjectTime } from "./seed-project-time.ts";

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error("bench:profile needs DATABASE_URL (a PostgreSQL server)");
  process.exit(2);
}
const name = process.env.BENCH_PROFILE_DATABASE || "tempus_profile";
const databaseUrl = onDatabase(serverUrl, name);
const only = process.argv.slice(2);

/** The profiling database, created and seeded unless a complete one is there. */
async function prepare() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name]))
    .rowCount;
  if (!exists) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl });
  try {
    await database.migrate();
    const seeded = rowsOf(
      await database.db.execute(
        sql`select 1 from app_user where username = ${`bench${ONE_PROJECT_COMPANY}`}`,
      ),
    );
    if (seeded.length > 0) return;
    console.log(`Seeding 1.19 M time logs into ${name}…`);
    await seedReferenceData(database.db);
    await seedProjectTime(database.db);
  } finally {
    await database.close();
  }
}

const PM = "/api/projectmanagement";
const SCENARIOS = [
  { id: "health", path: "/api/health/", as: "bench1" },
  { id: "list", path: `${PM}/timelog/`, as: "bench1" },
  { id: "project-filter", path: `${PM}/timelog/?project=${ONE_PROJECT_ID}`, as: "bench101" },
  { id: "project-detail", path: `${PM}/project/1/`, as: "bench1" },
  { id: "dashboard", path: `${PM}/dashboard/`, as: "bench1" },
  { id: "start-stop", path: "", as: "bench1" },
] as const;

/** A Chrome DevTools Protocol session over the inspector's WebSocket. */
async function inspectorSession(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 1;
  const waiting = new Map<
    number,
    (message: { result?: unknown; error?: { message: string } }) => void
  >();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  };
  return {
    send: (method: string, params: object = {}) =>
      new Promise<unknown>((resolve, reject) => {
        const id = next++;
        waiting.set(id, (message) =>
          message.error ? reject(new Error(message.error.message)) : resolve(message.result),
        );
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

await prepare();
const outDir = fileURLToPath(new URL("./results/profile/", import.meta.url));
mkdirSync(outDir, { recursive: true });
const useWrk = hasWrk();
const secretKey = benchSecretKey();
const summaries: Record<string, unknown> = {};
for (const scenario of SCENARIOS) {
  if (only.length > 0 && !only.includes(scenario.id)) continue;
  const server = await startServerProcesses({ databaseUrl, workers: 1, secretKey, inspect: true });
  const target = join(outDir, `${scenario.id}.cpuprofile`);
  let rate = 0;
  try {
    const client = await logInBenchOwner(server.address, scenario.as);
    const run = async () => {
      if (scenario.id === "start-stop") {
        return (await measureStartStop(client, 500)).requestsPerSecond;
      }
      return (
        await loadWith(useWrk, scenario.id, `${server.address}${scenario.path}`, {
          authorization: client.headers.authorization,
        })
      ).requestsPerSecond;
    };
    await run();
    const inspector = await inspectorSession(server.inspector as string);
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
    await inspector.send("Profiler.start");
    rate = await run();
    const { profile } = (await inspector.send("Profiler.stop")) as { profile: unknown };
    inspector.close();
    writeFileSync(target, JSON.stringify(profile));
  } finally {
    await server.stop();
  }
  writeFileSync(
    join(outDir, `${scenario.id}.svg`),
    flameGraph(target, `${scenario.id}: ${rate} requests/s, one process, wrk 10 connections`),
  );
  const summary = summarizeProfile(target);
  summaries[scenario.id] = { requestsPerSecond: rate, ...summary };
  console.log(`\n${scenario.id}: ${rate} req/s; ${target}`);
  console.table(summary.areas.slice(0, 12));
  console.table(summary.functions.slice(0, 20));
}
writeFileSync(join(outDir, "summary.json"), `${JSON.stringify(summaries, null, 2)}\n`);
