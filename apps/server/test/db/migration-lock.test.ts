import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/open-database.ts";
import { seedReferenceData } from "../../src/seed.ts";
import { adminQuery, onDatabase, testServer } from "../helpers/test-database.ts";

const journal = JSON.parse(
  readFileSync(new URL("../../src/db/migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };

/** Opens, migrates and seeds the database as `npm start` does, as one instance. */
async function startInstance(url: string, directUrl: string) {
  const handle = await openDatabase({ url, directUrl });
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
  } finally {
    await handle.close();
  }
}

describe.runIf(testServer())("migrations on PostgreSQL", () => {
  // The app's URL (a transaction pooler in CI's third run) and the server's own.
  const server = testServer() as { url: string; direct: string };

  it("let two instances start at the same moment on an empty database, every time", {
    timeout: 300_000,
  }, async () => {
    for (let trial = 0; trial < 10; trial++) {
      const name = `tempus_test_migration_lock_${randomBytes(6).toString("hex")}`;
      await adminQuery(server.direct, `create database "${name}"`);
      const url = onDatabase(server.url, name);
      const directUrl = onDatabase(server.direct, name);
      try {
        const outcomes = await Promise.allSettled([
          startInstance(url, directUrl),
          startInstance(url, directUrl),
        ]);
        expect(
          outcomes.map((outcome) =>
            outcome.status === "rejected" ? String(outcome.reason) : "started",
          ),
          `trial ${trial}`,
        ).toEqual(["started", "started"]);
        const applied = await adminQuery(
          directUrl,
          "select count(*)::int as count from drizzle.__drizzle_migrations",
        );
        expect(applied.rows[0].count).toBe(journal.entries.length);
      } finally {
        await adminQuery(server.direct, `drop database if exists "${name}" with (force)`);
      }
    }
  });
});
