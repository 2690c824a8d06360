import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { distributeTenantTables, isCitus } from "./citus.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either: reads that may run inside or outside a transaction take this. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "pg";
  /** Applies the generated migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The rows of `db.execute(…)`: node-postgres answers a result with `rows`, PGlite's driver too. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** The driver's client under a database that `openDatabase` opened: node-postgres' pool, or PGlite. */
export function clientOf(db: object): pg.Pool | PGlite {
  const client = "$client" in db ? db.$client : undefined;
  if (client instanceof pg.Pool || client instanceof PGlite) return client;
  throw new TypeError("The database has no node-postgres pool or PGlite client.");
}

/** Whether `db` is a transaction's handle (its statements run on the transaction's connection). */
export const isTransaction = (db: Queryable): db is Transaction => "rollback" in db;

/** Connections of the pool that runs every other query. */
export const POOL_CONNECTIONS = 10;

/** Connections of the second pool, which runs the prepared reads of the busiest requests. */
export const PREPARED_READ_CONNECTIONS = 5;

const preparedReadDatabases = new WeakMap<object, Database>();

/**
 * Where to prepare the statements of the busiest requests (the opening list, the
 * running timer, a project with its totals, the pricing context, a user): on
 * PostgreSQL a pool of its own whose sessions keep one generic plan per statement
 * instead of planning it again on every execution, as these statements' plans do
 * not depend on their values (decision 006); on PGlite the database itself.
 */
export function forPreparedReads(db: Database): Database {
  return preparedReadDatabases.get(db) ?? db;
}

const sessionConfigs = new WeakMap<object, pg.ClientConfig>();

/**
 * How to open a connection that keeps its session (LISTEN, session locks): to
 * the direct URL, never through a transaction pooler. Undefined on PGlite.
 */
export function sessionConnectionConfig(db: Database): pg.ClientConfig | undefined {
  return sessionConfigs.get(db);
}

/**
 * A client that never names a statement: behind a transaction pooler the next
 * transaction may run on another server connection, where a statement prepared
 * by name does not exist (or exists already). drizzle's `.prepare(name)` and
 * reads by shape then run as unnamed statements, parsed and planned each time.
 */
class UnnamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query has many overloads; all pass through.
  override query(config: any, ...rest: any[]): any {
    if (
      config &&
      typeof config === "object" &&
      typeof config.submit !== "function" &&
      config.name
    ) {
      const { name: _name, ...unnamed } = config;
      return (super.query as (...args: unknown[]) => unknown)(unnamed, ...rest);
    }
    return (super.query as (...args: unknown[]) => unknown)(config, ...rest);
  }
}

/**
 * PostgreSQL behind a transaction pooler (PgBouncer in `pool_mode = transaction`,
 * the poolers of managed services): one pool on `url` whose connections keep no
 * session state, neither named statements nor settings, so the prepared reads run
 * there as unnamed statements; the direct URL only for migrations (a connection
 * for as long as they run) and the session connections asked for with
 * `sessionConnectionConfig` (decision 012).
 */
function openBehindPooler(
  url: string,
  directUrl: string,
  logger: { logQuery: (query: string) => void } | undefined,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_CONNECTIONS,
    Client: UnnamedStatementClient,
  });
  pool.on("error", () => undefined);
  const db = drizzleNodePg(pool, { schema, logger });
  sessionConfigs.set(db, { connectionString: directUrl });
  return {
    db,
    driver: "pg",
    migrate: () => migrateUnderLock(directUrl, logger),
    close: () => pool.end(),
  };
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** The advisory lock that serializes migration runs on one PostgreSQL database ("tempus" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x74656d707573;

/**
 * Applies the migrations on a connection of their own that holds a session-level
 * advisory lock for the whole run: instances that start at the same moment on one
 * database migrate one after the other (the later ones find nothing left to do),
 * instead of creating the same tables and types at once. Without a statement
 * timeout: a migration may take as long as it takes.
 */
async function migrateUnderLock(url: string, logger?: { logQuery: (query: string) => void }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      const citus = await isCitus(client);
      // Migrations that create triggers on distributed tables need it (their statements stay
      // on one company's rows: decision 019).
      if (citus) await client.query("SET citus.enable_unsafe_triggers = on");
      // A migration changes every company's rows at once (e.g. fills a new table from others).
      if (citus) await client.query("SET citus.multi_task_query_log_level = 'off'");
      await migrateNodePg(drizzleNodePg(client, { schema, logger }), { migrationsFolder });
      if (citus) await distributeTenantTables(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

export type DatabaseLocation =
  /**
   * A PostgreSQL server. `directUrl` reaches it without a pooler, for what needs a
   * session of its own (listening, migrations); when it is given and differs from
   * `url`, `url` is taken to be a transaction pooler (decision 012).
   */
  | { url: string; directUrl?: string }
  | { dataDir: string }
  /** A throw-away database in memory (tests), empty or started from a dumped data directory. */
  | { memory: true; loadDataDir?: Blob };

/**
 * Opens PostgreSQL: a real server when a URL is given, else the embedded PGlite
 * (on disk in `dataDir`, or in memory). Both speak the same dialect and share one
 * set of migrations.
 */
export async function openDatabase(
  location: DatabaseLocation,
  options: {
    onQuery?: (query: string) => void;
    /**
     * PostgreSQL's `statement_timeout` on every connection of the app's pools, in
     * milliseconds (0 or unset: none). A statement that runs longer is cancelled
     * and fails with code 57014, which the API answers 503. PGlite runs each
     * statement to its end (it has no timer to cancel one), so it is ignored there;
     * behind a transaction pooler a session setting would not stay with the app's
     * transactions, so it is the role's there (`ALTER ROLE … SET statement_timeout`).
     */
    statementTimeoutMs?: number;
  } = {},
): Promise<DatabaseHandle> {
  const logger = options.onQuery
    ? { logQuery: (query: string) => options.onQuery?.(query) }
    : undefined;
  if ("url" in location) {
    const directUrl = location.directUrl ?? location.url;
    if (directUrl !== location.url) return openBehindPooler(location.url, directUrl, logger);
    const timeout = Math.max(0, Math.trunc(options.statementTimeoutMs ?? 0));
    // Settings run as the connection's first statements, awaited before the pool hands it out (a
    // failure fails that checkout), not as startup options, which poolers such as PgBouncer refuse.
    const settings = timeout > 0 ? [`SET statement_timeout = ${timeout}`] : [];
    const applySettings = (extra: string[]) => async (client: pg.ClientBase) => {
      for (const statement of [...settings, ...extra]) await client.query(statement);
    };
    const pool = new pg.Pool({
      connectionString: location.url,
      max: POOL_CONNECTIONS,
      onConnect: applySettings([]),
    });
    const readPool = new pg.Pool({
      connectionString: location.url,
      max: PREPARED_READ_CONNECTIONS,
      // Not on Citus: a generic plan cannot route a join to one worker there.
      onConnect: async (client: pg.ClientBase) => {
        await applySettings([])(client);
        if (!(await isCitus(client)))
          await client.query("SET plan_cache_mode = force_generic_plan");
      },
    });
    // An idle connection that the server ends (restart, failover) is dropped and replaced by the
    // pool; without a listener that event would crash the process.
    pool.on("error", () => undefined);
    readPool.on("error", () => undefined);
    const db = drizzleNodePg(pool, { schema, logger });
    preparedReadDatabases.set(db, drizzleNodePg(readPool, { schema, logger }));
    sessionConfigs.set(db, pool.options);
    return {
      db,
      driver: "pg",
      migrate: () => migrateUnderLock(location.url, logger),
      close: async () => {
        await Promise.all([pool.end(), readPool.end()]);
      },
    };
  }
  const client =
    "memory" in location
      ? new PGlite(location.loadDataDir ? { loadDataDir: location.loadDataDir } : undefined)
      : new PGlite(location.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
