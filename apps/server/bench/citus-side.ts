/**
 * One side of `npm run bench:citus` (bench/citus.ts starts it): a fresh database on DATABASE_URL
 * (distributed when CITUS_WORKER_PORTS names the workers), the 1.19 M seeded time logs, the
 * project-time measurements and, on Citus, where the big company's rows live. Writes its result as
 * JSON to the file BENCH_SIDE_RESULT names.
 */
import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "../src/db/open-database.ts";
import { openTestDatabase } from "../test/helpers/test-database.ts";
import { runScenarios } from "./harness.ts";
import {
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  LOAD_WARM_UP_SECONDS,
  loadListsAndDetail,
  logInBenchOwner,
  measureStartStop,
  startBenchApp,
  statisticsScenarios,
} from "./project-time.ts";
import { seedProjectTime } from "./seed-project-time.ts";

/** One measured scenario, as both sides report it. */
export interface SideRow {
  scenario: string;
  requestsPerSecond?: number;
  p50: number;
  p95: number;
  p99?: number;
  max?: number;
  non2xx: number;
}

/** Where the rows live on a cluster. */
export interface Placement {
  bigCompanyShard: { nodename: string; nodeport: number; shardid: string }[];
  workers: {
    nodeport: number;
    companies: number;
    timeLogRows: number;
    timeLogShards: number;
    timeLogMb: number;
  }[];
}

export interface SideResult {
  driver: "postgresql" | "citus";
  seedSeconds: number;
  /** How the lists and the detail were loaded. */
  settings: { connections: number; seconds: number; warmUpSeconds: number };
  results: SideRow[];
  placement?: Placement;
}

const resultFile = process.env.BENCH_SIDE_RESULT;
if (!resultFile || !process.env.DATABASE_URL) {
  console.error("citus-side.ts is started by bench/citus.ts (BENCH_SIDE_RESULT, DATABASE_URL)");
  process.exit(2);
}
const driver = process.env.CITUS_WORKER_PORTS ? "citus" : "postgresql";

/** Where company 1's time logs live, and how companies and time logs spread over the workers. */
async function placement(db: Database): Promise<Placement> {
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await db.execute(statement));
  const bigCompanyShard = await query<Placement["bigCompanyShard"][number]>(sql`
    select n.nodename, n.nodeport, s.shardid::text as shardid
    from pg_dist_shard s join pg_dist_placement p using (shardid)
      join pg_dist_node n on n.groupid = p.groupid
    where s.logicalrelid = 'time_log'::regclass
      and s.shardid = get_shard_id_for_distribution_column('time_log', 1::bigint)`);
  const ids = (
    await query<{ id: string }>(sql`select id::text as id from company order by id`)
  ).map((row) => row.id);
  const companies = await query<{ nodeport: number; companies: number }>(sql`
    select n.nodeport, count(*)::int as companies
    from unnest(${`{${ids.join(",")}}`}::bigint[]) as c(id)
      join pg_dist_placement p on p.shardid = get_shard_id_for_distribution_column('company', c.id)
      join pg_dist_node n on n.groupid = p.groupid
    group by n.nodeport order by n.nodeport`);
  const rows = await query<{ nodeport: number; rows: string }>(sql`
    select n.nodeport, sum(r.result::bigint)::text as rows
    from run_command_on_shards('time_log', 'select count(*) from %s') r
      join pg_dist_placement p on p.shardid = r.shardid
      join pg_dist_node n on n.groupid = p.groupid
    group by n.nodeport`);
  const sizes = await query<{ nodeport: number; shards: number; bytes: string }>(sql`
    select nodeport, count(*)::int as shards, sum(shard_size)::text as bytes
    from citus_shards where table_name = 'time_log'::regclass group by nodeport`);
  const ports = [...new Set([...companies, ...sizes].map((row) => row.nodeport))].sort();
  return {
    bigCompanyShard,
    workers: ports.map((nodeport) => {
      const size = sizes.find((row) => row.nodeport === nodeport);
      return {
        nodeport,
        companies: companies.find((row) => row.nodeport === nodeport)?.companies ?? 0,
        timeLogRows: Number(rows.find((row) => row.nodeport === nodeport)?.rows ?? 0),
        timeLogShards: size?.shards ?? 0,
        timeLogMb: Math.round(Number(size?.bytes ?? 0) / 1024 / 102.4) / 10,
      };
    }),
  };
}

const database = await openTestDatabase();
// Interrupted (Ctrl-C in the parent's terminal): the database is dropped all the same.
let closing: Promise<void> | undefined;
const close = () => {
  closing ??= database.close();
  return closing;
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void close().finally(() => process.exit(130));
  });
}
try {
  const citus = rowsOf(
    await database.db.execute(sql`select 1 from pg_extension where extname = 'citus'`),
  );
  if ((driver === "citus") !== citus.length > 0) {
    throw new Error(`the database on DATABASE_URL is not what CITUS_WORKER_PORTS says (${driver})`);
  }
  const { app, address } = await startBenchApp(database.db);
  try {
    console.log(`[${driver}] seeding 1.19 M time logs in 101 companies…`);
    const seeded = performance.now();
    await seedProjectTime(database.db);
    const seedSeconds = (performance.now() - seeded) / 1000;
    console.log(`[${driver}] seeded in ${seedSeconds.toFixed(1)} s; measuring…`);

    const client = await logInBenchOwner(address);
    const results: SideRow[] = (await loadListsAndDetail(client)).map(
      ({ scenario, requestsPerSecond, p50, p95, p99, non2xx }) => ({
        scenario,
        requestsPerSecond,
        p50,
        p95,
        p99,
        non2xx,
      }),
    );
    for (const result of await runScenarios(statisticsScenarios(client))) {
      results.push({
        scenario: result.name,
        p50: Math.round(result.p50 * 100) / 100,
        p95: Math.round(result.p95 * 100) / 100,
        max: Math.round(result.max * 100) / 100,
        non2xx: 0,
      });
    }
    const pairs = await measureStartStop(client);
    results.push({
      scenario: pairs.scenario,
      requestsPerSecond: pairs.requestsPerSecond,
      p50: pairs.p50,
      p95: pairs.p95,
      p99: pairs.p99,
      non2xx: pairs.non2xx,
    });
    const side: SideResult = {
      driver,
      seedSeconds,
      settings: {
        connections: LOAD_CONNECTIONS,
        seconds: LOAD_SECONDS,
        warmUpSeconds: LOAD_WARM_UP_SECONDS,
      },
      results,
    };
    if (driver === "citus") side.placement = await placement(database.db);
    writeFileSync(resultFile, JSON.stringify(side));
  } finally {
    await app.close();
  }
} finally {
  await close();
}
