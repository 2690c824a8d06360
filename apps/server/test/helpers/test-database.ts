import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../src/db/open-database.ts";
import { seedReferenceData } from "../../src/db/seed.ts";

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory, or,
 * with DATABASE_URL set, a new database on that PostgreSQL server that is dropped
 * again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ memory: true });
    await prepare(handle);
    return handle;
  }
  const name = `tempus_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await prepare(handle);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function prepare(handle: DatabaseHandle) {
  await handle.migrate();
  await seedReferenceData(handle.db);
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
