import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  type DatabaseHandle,
  forPreparedReads,
  openDatabase,
  rowsOf,
} from "../../src/db/open-database.ts";
import { openTestDatabase } from "../helpers/test-database.ts";

const setting = async (handle: DatabaseHandle["db"], name: string) =>
  rowsOf<{ value: string }>(await handle.execute(sql`select current_setting(${name}) as value`))[0]
    .value;

describe("the connections of prepared reads", () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of opened.reverse()) await handle.close();
  });

  it("are the database itself on PGlite", async () => {
    const handle = await openDatabase({ memory: true });
    opened.push(handle);
    expect(forPreparedReads(handle.db)).toBe(handle.db);
  });

  it.runIf(process.env.DATABASE_URL)(
    "keep generic plans on PostgreSQL, with the options the URL sets, while other queries plan as usual",
    async () => {
      const database = await openTestDatabase();
      opened.push(database);
      const url = new URL(database.url as string);
      url.searchParams.set("options", "-c statement_timeout=4321");
      const handle = await openDatabase({ url: url.toString() });
      opened.push(handle);
      const reads = forPreparedReads(handle.db);
      expect(reads).not.toBe(handle.db);
      expect(await setting(reads, "plan_cache_mode")).toBe("force_generic_plan");
      expect(await setting(reads, "statement_timeout")).toBe("4321ms");
      expect(await setting(handle.db, "plan_cache_mode")).toBe("auto");
      expect(await setting(handle.db, "statement_timeout")).toBe("4321ms");
    },
  );
});
