import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../src/db/open-database.ts";
import { seedReferenceData } from "../../src/seed.ts";

/**
 * What the global setup (global-setup.ts) prepared once for the run, handed to the
 * test files with Vitest's `provide`/`inject`. Without it (a script such as the
 * bench, or a config without the global setup) every database is migrated itself.
 */
export interface PreparedTestDatabases {
  /** PostgreSQL: the migrated and seeded database that each file's database is created from. */
  template?: string;
  /** PGlite: the path of a tarball of a migrated and seeded data directory. */
  snapshot?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    tempusTestDatabases: PreparedTestDatabases;
  }
}

/**
 * The PostgreSQL server of the run, if any: `url` as the app reaches it (DATABASE_URL,
 * possibly a transaction pooler), `direct` without a pooler (DATABASE_DIRECT_URL,
 * else the same), for CREATE and DROP DATABASE and the template (decision 012).
 */
export function testServer(): { url: string; direct: string } | undefined {
  const url = process.env.DATABASE_URL;
  return url ? { url, direct: process.env.DATABASE_DIRECT_URL || url } : undefined;
}

/** `url` with the database name `name`, options kept. */
export function onDatabase(url: string, name: string): string {
  const changed = new URL(url);
  changed.pathname = `/${name}`;
  return changed.toString();
}

/** A test file's database; on PostgreSQL with the URLs it is reached by. */
export type TestDatabase = DatabaseHandle & { url?: string; directUrl?: string };

/** Every statement's SQL handed to `onQuery` (tests that count queries). */
type QueryLogging = { onQuery?: (query: string) => void };

const TEMPLATE_PREFIX = "tempus_template_";
const TEST_PREFIX = "tempus_test_";

/** A new template's name, unique per run; the run's test databases are named after it. */
export const templateName = () =>
  `${TEMPLATE_PREFIX}${process.pid}_${Date.now()}_${randomBytes(2).toString("hex")}`;

/** The prefix of the test databases copied from `template`, so the teardown finds leftovers. */
export const testDatabasePrefix = (template: string) =>
  `${TEST_PREFIX}${template.slice(TEMPLATE_PREFIX.length)}_`;

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory, or,
 * with DATABASE_URL set, a new database on that PostgreSQL server that is dropped
 * again on close. Under Vitest both are copies of what the global setup migrated
 * once: PGlite starts from its data directory's snapshot, PostgreSQL creates the
 * database from its template. With DATABASE_DIRECT_URL beside it, the database is
 * created on the direct URL and opened as the server opens it behind a pooler.
 */
export async function openTestDatabase(logging: QueryLogging = {}): Promise<TestDatabase> {
  const options = recording(logging);
  const prepared = await preparedTestDatabases();
  const server = testServer();
  if (!server) {
    if (prepared.snapshot) return openPgliteCopy(prepared.snapshot, options);
    const handle = await openDatabase({ memory: true }, options);
    await prepareDatabase(handle);
    return handle;
  }
  const template = prepared.template;
  const name = `${template ? testDatabasePrefix(template) : TEST_PREFIX}${randomBytes(6).toString("hex")}`;
  await onEveryNode(
    server.direct,
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  if (!template) await joinCluster(server.direct, name);
  const url = onDatabase(server.url, name);
  const directUrl = onDatabase(server.direct, name);
  const handle = await openDatabase({ url, directUrl }, options);
  if (!template) await prepareDatabase(handle);
  return {
    ...handle,
    url,
    directUrl,
    async close() {
      await handle.close();
      await dropOnEveryNode(server.direct, name);
    },
  };
}

/** The migrations and the reference data every test database starts with. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedReferenceData(handle.db);
}

/**
 * A Citus cluster's nodes (scripts/citus.sh): the coordinator `url` and, with CITUS_WORKER_PORTS
 * (e.g. `9701,9702`), each worker on the same host with the same role. Without it: `url` alone.
 */
export function nodeUrls(url: string): string[] {
  const ports = (process.env.CITUS_WORKER_PORTS ?? "").split(",").filter(Boolean);
  return [
    url,
    ...ports.map((port) => {
      const node = new URL(url);
      node.port = port;
      return node.toString();
    }),
  ];
}

/** A statement on every node at once: CREATE and DROP DATABASE make a database on each of them. */
export async function onEveryNode(url: string, statement: string) {
  await Promise.all(nodeUrls(url).map((node) => adminQuery(node, statement)));
}

/**
 * Drops a database on every node: the coordinator first (its sessions hold cached connections to
 * the workers' copies), then the workers. On a cluster a drop is tried again while the database
 * still counts a session: Citus' maintenance daemon may start again on it while the drop waits, and
 * a worker may count a connection the coordinator has just closed.
 */
export async function dropOnEveryNode(url: string, database: string) {
  const [coordinator, ...workers] = nodeUrls(url);
  const statement = `drop database if exists "${database}" with (force)`;
  const drop = async (node: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await adminQuery(node, statement);
      } catch (error) {
        const busy = (error as { code?: string }).code === "55006";
        if (!busy || workers.length === 0 || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  };
  await drop(coordinator);
  await Promise.all(workers.map(drop));
}

/**
 * A new database on a Citus cluster is a database on every node with the extension, whose
 * coordinator knows the workers; the migrator distributes the tables (src/db/citus.ts).
 */
export async function joinCluster(url: string, database: string) {
  const nodes = nodeUrls(url);
  if (nodes.length === 1) return;
  await Promise.all(
    nodes.map((node) =>
      adminQuery(onDatabase(node, database), "create extension if not exists citus"),
    ),
  );
  const coordinator = onDatabase(url, database);
  await adminQuery(coordinator, "select citus_set_coordinator_host($1, $2)", [
    new URL(url).hostname,
    Number(new URL(url).port || 5432),
  ]);
  for (const node of nodes.slice(1)) {
    await adminQuery(coordinator, "select citus_add_node($1, $2)", [
      new URL(node).hostname,
      Number(new URL(node).port),
    ]);
  }
}

/** Runs one statement on the server's maintenance connection (`url`, direct), e.g. CREATE DATABASE. */
export async function adminQuery(url: string, statement: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

async function preparedTestDatabases(): Promise<PreparedTestDatabases> {
  if (!process.env.VITEST) return {};
  // Imported only under Vitest: outside a test worker `inject` throws.
  const { inject } = await import("vitest");
  return inject("tempusTestDatabases") ?? {};
}

/** The snapshot's bytes, read once per worker. */
const snapshots = new Map<string, Promise<Blob>>();

/** A PGlite in memory started from the snapshot's data directory: no initdb, no migrations. */
function openPgliteCopy(snapshot: string, options: QueryLogging): Promise<DatabaseHandle> {
  let data = snapshots.get(snapshot);
  if (!data) {
    data = readFile(snapshot).then((bytes) => new Blob([bytes]));
    snapshots.set(snapshot, data);
  }
  return data.then((loadDataDir) => openDatabase({ memory: true, loadDataDir }, options));
}

/** Where a run records the distinct SQL texts the app sent its test databases (`TEMPUS_RECORD_SQL`). */
const RECORD_DIR = process.env.TEMPUS_RECORD_SQL;
const recorded = new Set<string>();
const recordFile = RECORD_DIR
  ? join(RECORD_DIR, `${process.pid}-${randomBytes(4).toString("hex")}.sql.jsonl`)
  : undefined;

/** Set while the app answers a request of a test (`useTestApp` runs `app.inject` in it). */
export const appAtWork = new AsyncLocalStorage<true>();

/** Whether the app's statements are recorded in this run. */
export const recordingSql = RECORD_DIR !== undefined;

/**
 * With TEMPUS_RECORD_SQL=<folder>, every distinct statement text that the app
 * sends while it answers a request (not the tests' own reads and set-ups) is
 * appended to a file of this process there, one JSON string a line, for the
 * check that every statement on a company-owned table names its company
 * (docs/scaling.md).
 */
function recording(logging: QueryLogging): QueryLogging {
  if (!RECORD_DIR || !recordFile) return logging;
  mkdirSync(RECORD_DIR, { recursive: true });
  return {
    onQuery(query) {
      logging.onQuery?.(query);
      if (recorded.has(query) || !appAtWork.getStore()) return;
      recorded.add(query);
      appendFileSync(recordFile, `${JSON.stringify(query)}\n`);
    },
  };
}
