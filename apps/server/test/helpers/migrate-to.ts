import { randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { adminQuery, onDatabase, testServer } from "./test-database.ts";

/** The app's migrations: SQL files and drizzle's journal (meta/_journal.json). */
export const migrationsFolder = fileURLToPath(new URL("../../src/db/migrations", import.meta.url));

export interface JournalEntry {
  idx: number;
  version: string;
  /** When it was generated: drizzle applies a migration whose `when` is later than the last one applied. */
  when: number;
  tag: string;
  breakpoints: boolean;
}

export interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

/** The journal of a migrations folder, read now (not cached: migrations may be added while tests run). */
export async function readJournal(folder = migrationsFolder): Promise<Journal> {
  return JSON.parse(await readFile(join(folder, "meta", "_journal.json"), "utf8")) as Journal;
}

/**
 * A copy of the app's migrations that ends with the migration `tag`: the journal cut after
 * that entry and only the SQL files it lists, in a new temp folder. Migrating a database with
 * it builds the schema of an installation that stopped there; drizzle's migrator applies
 * the later ones when the real folder runs next (it compares `when` with the `created_at`
 * of the last row of `drizzle.__drizzle_migrations`, not the hashes).
 */
export async function migrationsUpTo(
  tag: string,
): Promise<{ folder: string; entries: JournalEntry[]; remove(): Promise<void> }> {
  const journal = await readJournal();
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`No migration ${tag} in ${migrationsFolder}`);
  const entries = journal.entries.slice(0, end + 1);
  const folder = await mkdtemp(join(tmpdir(), `tempus-migrations-${tag}-`));
  await mkdir(join(folder, "meta"));
  await writeFile(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  return { folder, entries, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * An empty database of its own, without migrations or reference data: PGlite in memory, or
 * with DATABASE_URL a new database on that server (made and dropped on the direct URL, which
 * migrations use too). Statements are sent as they are, without drizzle's schema.
 */
export interface ScratchDatabase {
  driver: "pglite" | "pg";
  /** One statement with parameters; its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters. */
  exec(text: string): Promise<void>;
  /** drizzle's migrator (as `openDatabase` runs it) on `folder`. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openScratchDatabase(): Promise<ScratchDatabase> {
  const server = testServer();
  if (!server) {
    const client = new PGlite();
    await client.waitReady;
    return {
      driver: "pglite",
      query: async <T>(text: string, params?: unknown[]) =>
        (await client.query<T>(text, params)).rows,
      exec: async (text) => {
        await client.exec(text);
      },
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `tempus_test_upgrade_${randomBytes(6).toString("hex")}`;
  await adminQuery(server.direct, `create database "${name}"`);
  const client = new pg.Client({ connectionString: onDatabase(server.direct, name) });
  try {
    await client.connect();
  } catch (error) {
    await adminQuery(server.direct, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  return {
    driver: "pg",
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as T[],
    exec: async (text) => {
      await client.query(text);
    },
    migrate: (folder) => migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await adminQuery(server.direct, `drop database if exists "${name}" with (force)`);
    },
  };
}
