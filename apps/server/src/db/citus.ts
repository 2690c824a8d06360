import type pg from "pg";

/**
 * Tempus on Citus (docs/scaling.md, issue 22): after the migrations, on a database where the
 * `citus` extension is installed, every tenant table (a table with `company_id`, and `company`
 * itself) is distributed by its company and co-located with `company`, and the shared tables are
 * reference tables. Idempotent: tables already distributed are left as they are, so a later
 * migration's new tenant table is distributed by the next run.
 */

/** Shared tables copied to every node: read in joins with tenant rows, or before a company is known. */
export const REFERENCE_TABLES = [
  "currency",
  "subscription_type",
  "user_login",
  "legacy_link",
] as const;

type Client = Pick<pg.Client, "query">;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Whether the database is a Citus coordinator (the extension is installed). */
export async function isCitus(client: Client): Promise<boolean> {
  const { rows } = await client.query("select 1 from pg_extension where extname = 'citus'");
  return rows.length > 0;
}

/** The public tables that belong to companies: `company` and every table with a `company_id`. */
async function tenantTables(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and (c.relname = 'company' or exists (
      select 1 from pg_attribute a
      where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped))
    order by c.relname`);
  return rows.map((row) => row.name);
}

/** What Citus manages already: each table's name and whether it is a reference table. */
async function managedTables(client: Client): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(
    "select logicalrelid::regclass::text as name from pg_dist_partition",
  );
  return new Set(rows.map((row) => row.name.replace(/^"|"$/g, "")));
}

/**
 * Distributes what is not distributed yet, in one transaction: the foreign keys that touch those
 * tables are dropped and added back around it (Citus distributes a table only when no local table
 * refers to it), and the tables' own triggers are off while their rows are copied to the shards
 * (or the totals they keep would count the rows again). Returns the tables it distributed.
 */
export async function distributeTenantTables(client: Client): Promise<string[]> {
  const managed = await managedTables(client);
  const reference = REFERENCE_TABLES.filter((table) => !managed.has(table));
  const tenant = (await tenantTables(client)).filter(
    (table) => !managed.has(table) && !(REFERENCE_TABLES as readonly string[]).includes(table),
  );
  const pending = [...reference, ...tenant];
  if (pending.length === 0) return [];
  const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
    `select conrelid::regclass::text as "table", conname as name,
        pg_get_constraintdef(oid) as definition
      from pg_constraint
      where contype = 'f' and (conrelid::regclass::text = any($1) or confrelid::regclass::text = any($1))
      order by conrelid::regclass::text, conname`,
    [pending],
  );
  await client.query("begin");
  try {
    // Triggers on the shards keep the totals of one company's rows (migration 0028).
    await client.query("set local citus.enable_unsafe_triggers = on");
    await client.query("set local citus.multi_shard_modify_mode = 'sequential'");
    for (const key of keys) {
      await client.query(`alter table ${key.table} drop constraint ${quoted(key.name)}`);
    }
    for (const table of pending) {
      await client.query(`alter table ${quoted(table)} disable trigger user`);
    }
    for (const table of reference) {
      await client.query("select create_reference_table($1)", [table]);
    }
    if (tenant.includes("company")) {
      await client.query("select create_distributed_table('company', 'id')");
    }
    for (const table of tenant.filter((name) => name !== "company")) {
      await client.query(
        "select create_distributed_table($1, 'company_id', colocate_with => 'company')",
        [table],
      );
    }
    for (const table of pending) {
      await client.query(`alter table ${quoted(table)} enable trigger user`);
    }
    for (const key of keys) {
      await client.query(
        `alter table ${key.table} add constraint ${quoted(key.name)} ${key.definition}`,
      );
    }
    // A NOTIFY from a worker's trigger is heard only there: the app announces changed users
    // itself on the coordinator (src/http/user-cache.ts).
    await client.query('drop trigger if exists "app_user_notify_changed" on "app_user"');
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
  return pending;
}
