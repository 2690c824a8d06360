import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DatabaseHandle,
  forPreparedReads,
  openDatabase,
  rowsOf,
  sessionConnectionConfig,
} from "../../src/db/open-database.ts";
import { readByShape } from "../../src/db/reads-by-shape.ts";
import { currency } from "../../src/db/schema/index.ts";
import { openTestDatabase } from "../helpers/test-database.ts";

const setting = async (handle: DatabaseHandle["db"], name: string) =>
  rowsOf<{ value: string }>(await handle.execute(sql`select current_setting(${name}) as value`))[0]
    .value;

describe("the connections of prepared reads", () => {
  const opened: DatabaseHandle[] = [];
  // Opened (initdb in WebAssembly, several seconds on a busy machine) under the hooks' time limit.
  let pglite: DatabaseHandle;
  beforeAll(async () => {
    pglite = await openDatabase({ memory: true });
    opened.push(pglite);
  });
  afterAll(async () => {
    for (const handle of opened.reverse()) await handle.close();
  });

  it("are the database itself on PGlite", async () => {
    const handle = pglite;
    expect(forPreparedReads(handle.db)).toBe(handle.db);
    // Reads by shape run as ordinary queries there.
    const read = readByShape(
      handle.db,
      () => ({ sql: "select 1", params: [] }),
      () => "named",
      async () => ["ordinary"],
    );
    expect(await read).toEqual(["ordinary"]);
  });

  it.runIf(process.env.DATABASE_URL)(
    "keep generic plans on PostgreSQL (custom ones on Citus), with the options the URL sets, while other queries plan as usual",
    async () => {
      const database = await openTestDatabase();
      opened.push(database);
      // Not through a transaction pooler (the run's DATABASE_URL may be one): this is direct mode.
      const url = new URL(database.directUrl as string);
      url.searchParams.set("options", "-c statement_timeout=4321");
      const handle = await openDatabase({ url: url.toString() });
      opened.push(handle);
      const reads = forPreparedReads(handle.db);
      expect(reads).not.toBe(handle.db);
      // A forced generic plan cannot be routed to one shard by Citus; there reads plan as usual.
      const onCitus = rowsOf<{ citus: boolean }>(
        await handle.db.execute(
          sql`select exists (select 1 from pg_extension where extname = 'citus') as citus`,
        ),
      )[0].citus;
      expect(onCitus).toBe(Boolean(process.env.CITUS_WORKER_PORTS));
      expect(await setting(reads, "plan_cache_mode")).toBe(onCitus ? "auto" : "force_generic_plan");
      expect(await setting(reads, "statement_timeout")).toBe("4321ms");
      expect(await setting(handle.db, "plan_cache_mode")).toBe("auto");
      expect(await setting(handle.db, "statement_timeout")).toBe("4321ms");
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    "run reads by shape as named statements that answer what the ordinary query answers",
    async () => {
      const copy = await openTestDatabase();
      opened.push(copy);
      // Direct mode, on the direct URL (the run's DATABASE_URL may be a transaction pooler).
      const database = await openDatabase({ url: copy.directUrl as string });
      opened.push(database);
      const query = sql`select ${7}::bigint as big, ${"12.345"}::numeric(14,3) as money,
        timestamptz '2026-03-08 04:30:00.123456+00' as at, date '2026-03-08' as day,
        ${true} as yes, ${"text"} as words`;
      const ordinary = rowsOf<Record<string, unknown>>(await database.db.execute(query));
      const { PgDialect } = await import("drizzle-orm/pg-core");
      const rendered = new PgDialect().sqlToQuery(query);
      const named = () =>
        readByShape(
          database.db,
          () => rendered,
          (raw) => raw,
          () => Promise.reject(new Error("unnamed")),
        );
      expect(await named()).toEqual(ordinary);
      expect(await named()).toEqual(ordinary);
      const statements = await readByShape(
        database.db,
        () => ({
          sql: "select name from pg_prepared_statements where name like 'shape_%'",
          params: [],
        }),
        (raw) => raw.name,
        () => Promise.reject(new Error("unnamed")),
      );
      expect(statements.length).toBeGreaterThanOrEqual(1);
      // Inside a transaction a read runs on the transaction's connection, as an ordinary query.
      await database.db.transaction(async (tx) => {
        expect(
          await readByShape(
            tx,
            () => rendered,
            () => "named",
            async () => ["ordinary"],
          ),
        ).toEqual(["ordinary"]);
      });
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    "behind a transaction pooler are the one pool, with unnamed statements and no session setting",
    async () => {
      const database = await openTestDatabase();
      opened.push(database);
      const directUrl = database.directUrl as string;
      // Any URL other than the direct one is taken to be a pooler; here the direct server itself,
      // so that the connection the pool opened can be asked what it holds.
      const pooledUrl = new URL(directUrl);
      pooledUrl.searchParams.set("application_name", "tempus-behind-pooler");
      const handle = await openDatabase({ url: pooledUrl.toString(), directUrl });
      opened.push(handle);
      expect(forPreparedReads(handle.db)).toBe(handle.db);
      expect(sessionConnectionConfig(handle.db)).toEqual({ connectionString: directUrl });
      const probe = handle.db
        .select({ code: currency.code })
        .from(currency)
        .where(eq(currency.code, sql.placeholder("code")))
        .prepare("probe_currency");
      expect(await probe.execute({ code: "EUR" })).toEqual([{ code: "EUR" }]);
      expect(await probe.execute({ code: "EUR" })).toEqual([{ code: "EUR" }]);
      expect(
        await readByShape(
          handle.db,
          () => ({ sql: "select 1", params: [] }),
          () => "named",
          async () => ["ordinary"],
        ),
      ).toEqual(["ordinary"]);
      // One query at a time: the pool has opened one connection, and every query ran on it.
      const state = rowsOf(
        await handle.db.execute(sql`select
          (select count(*)::int from pg_prepared_statements) as prepared,
          current_setting('plan_cache_mode') as plan_cache_mode,
          (select count(*)::int from pg_stat_activity
            where application_name = 'tempus-behind-pooler') as connections`),
      );
      expect(state).toEqual([{ prepared: 0, plan_cache_mode: "auto", connections: 1 }]);
    },
  );
});
