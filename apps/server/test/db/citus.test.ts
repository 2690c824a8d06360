import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acrossCompanies } from "../../src/db/across-companies.ts";
import { REFERENCE_TABLES } from "../../src/db/citus.ts";
import { type DatabaseHandle, openDatabase, rowsOf } from "../../src/db/open-database.ts";
import { seedReferenceData } from "../../src/seed.ts";
import {
  dropOnEveryNode,
  joinCluster,
  onDatabase,
  onEveryNode,
  openTestDatabase,
  type TestDatabase,
  testServer,
} from "../helpers/test-database.ts";

/** The tables that belong to companies: `company` and every table with a `company_id`. */
const TENANT_TABLES = sql`
  select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and (c.relname = 'company' or exists (
    select 1 from pg_attribute a
    where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped))
  order by 1`;

/** What Citus manages: each table, how (h: hash-distributed, n: reference) and its co-location group. */
const MANAGED = sql`
  select logicalrelid::regclass::text as name, partmethod::text as method, colocationid as group,
    column_to_column_name(logicalrelid, partkey) as column
  from pg_dist_partition order by 1`;

type Managed = { name: string; method: string; group: number; column: string | null };

const onCitus = Boolean(process.env.CITUS_WORKER_PORTS);

/** Tempus on a Citus cluster (docs/scaling.md); the whole server suite runs there too. */
describe.runIf(onCitus)("the distribution by company on Citus", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("distributes every tenant table by company, co-located with company, and shares the rest", async () => {
    const tenant = rowsOf<{ name: string }>(await database.db.execute(TENANT_TABLES)).map(
      (row) => row.name,
    );
    const managed = rowsOf<Managed>(await database.db.execute(MANAGED));
    const company = managed.find((table) => table.name === "company");
    expect(company).toMatchObject({ method: "h", column: "id" });
    const distributed = managed.filter((table) => table.method === "h");
    expect(distributed.map((table) => table.name).sort()).toEqual(
      tenant.filter((name) => !(REFERENCE_TABLES as readonly string[]).includes(name)).sort(),
    );
    for (const table of distributed) {
      expect({ name: table.name, group: table.group }).toEqual({
        name: table.name,
        group: company?.group,
      });
      if (table.name !== "company") expect(table.column).toBe("company_id");
    }
    expect(
      managed
        .filter((table) => table.method === "n")
        .map((table) => table.name)
        .sort(),
    ).toEqual([...REFERENCE_TABLES].sort());
  });

  it("leaves a distributed database as it is when the migrator runs again", async () => {
    const before = rowsOf<Managed>(await database.db.execute(MANAGED));
    await database.migrate();
    expect(rowsOf<Managed>(await database.db.execute(MANAGED))).toEqual(before);
  });
});

/**
 * An installation that moves to Citus: its database, migrated and filled on one PostgreSQL, gets
 * the extension and its workers; the next start of Tempus distributes the tables with their rows.
 */
describe.runIf(onCitus)("a database with data, distributed when Citus arrives", () => {
  const server = testServer() as { url: string; direct: string };
  const name = `tempus_test_move_${randomBytes(6).toString("hex")}`;
  let handle: DatabaseHandle;
  // The checks read every company's rows on purpose (on Citus: every shard).
  const count = async (statement: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(
      await acrossCompanies(handle.db, (tx) => tx.execute(statement)),
    );

  beforeAll(async () => {
    await onEveryNode(server.direct, `create database "${name}"`);
    // As before the move: no citus extension in this database yet, so nothing is distributed.
    handle = await openDatabase({ url: onDatabase(server.direct, name) });
    await handle.migrate();
    await seedReferenceData(handle.db);
    await handle.db.execute(
      sql`insert into company (name) values ('Acme'), ('Globex'), ('Initech')`,
    );
    await handle.db.execute(sql`insert into app_user (company_id, username, email, password_hash, role)
      select id, 'owner' || id, 'owner' || id || '@example.com', 'x', 'owner' from company`);
    await handle.db.execute(sql`insert into user_login (user_id, company_id, username, email)
      select id, company_id, username, email from app_user`);
    await handle.db.execute(sql`insert into debtor (company_id, name, currency)
      select id, 'Customer of ' || name, 'EUR' from company`);
    await handle.db.execute(sql`insert into project (company_id, debtor_id, name, currency)
      select company_id, id, 'Work', 'EUR' from debtor`);
    // Logs through the triggers: totals, daily totals and counters are kept as they are written.
    await handle.db.execute(sql`insert into time_log (company_id, user_id, project_id, start, "end",
        duration_seconds, billable, hourly_rate, rate_type, has_rate, amount, currency)
      select p.company_id, u.id, p.id, timestamptz '2026-03-02 08:00+00' + g * interval '1 day',
        timestamptz '2026-03-02 09:30+00' + g * interval '1 day', 5400, true, 80, 'hourly', true,
        120, 'EUR'
      from project p join app_user u on u.company_id = p.company_id, generate_series(0, 9) g`);
  });
  afterAll(async () => {
    await handle?.close();
    await dropOnEveryNode(server.direct, name);
  });

  it("keeps every row and total, and the totals stay kept afterwards", async () => {
    const totals = sql`select company_id, project_id, tracked_seconds::int as tracked_seconds, amount::text as amount
      from project_time_total order by 1, 2`;
    const days = sql`select company_id, count(*)::int as days, sum(logs)::int as logs
      from time_log_day group by 1 order by 1`;
    const before = { totals: await count(totals), days: await count(days) };
    expect(before.totals).toHaveLength(3);
    expect(before.totals[0]).toMatchObject({ tracked_seconds: 54000, amount: "1200.000" });

    await joinCluster(server.direct, name);
    await handle.migrate();

    const managed = rowsOf<Managed>(await handle.db.execute(MANAGED));
    expect(managed.find((table) => table.name === "time_log")).toMatchObject({ method: "h" });
    expect(await count(sql`select count(*)::int as logs from time_log`)).toEqual([{ logs: 30 }]);
    // Distributed without counting the rows again (the triggers are off while they are copied).
    expect({ totals: await count(totals), days: await count(days) }).toEqual(before);
    const [acme, globex] = (await count(
      sql`select p.company_id as company, p.id as project, u.id as user
        from project p join app_user u on u.company_id = p.company_id order by 1`,
    )) as { company: number; project: number; user: number }[];
    // The foreign keys are back: a log of Acme's on a project of Globex's is refused.
    await expect(
      handle.db.execute(sql`insert into time_log (company_id, user_id, project_id, start, "end",
          duration_seconds, billable, amount, currency)
        values (${acme.company}, ${acme.user}, ${globex.project}, timestamptz '2026-04-01 08:00+00',
          timestamptz '2026-04-01 09:00+00', 3600, true, 80, 'EUR')`),
    ).rejects.toMatchObject({ cause: { code: "23503" } });
    // And a new log of a company is counted on its shard.
    await handle.db.execute(sql`insert into time_log (company_id, user_id, project_id, start, "end",
        duration_seconds, billable, amount, currency)
      values (${acme.company}, ${acme.user}, ${acme.project}, timestamptz '2026-04-01 08:00+00',
        timestamptz '2026-04-01 09:00+00', 3600, true, 80, 'EUR')`);
    expect(
      await count(sql`select tracked_seconds::int as tracked_seconds from project_time_total
        where company_id = ${acme.company} and project_id = ${acme.project}`),
    ).toEqual([{ tracked_seconds: 57600 }]);
  });
});
