import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/open-database.ts";
import { perDatabase } from "../../db/per-database.ts";

/** How many filtered counts each server instance remembers; the least recently used go first. */
export const COUNTS_KEPT = 1000;

interface Entry {
  version: string;
  count: number;
}

const cacheOf = perDatabase((_db: Database) => new Map<string, Entry>());

const statementKey = (statement: { sql: string; params: unknown[] }) =>
  `${statement.sql}\n${JSON.stringify(statement.params)}`;

/** The company's data version as text, to select in a query the caller makes anyway. */
export const companyDataVersion = (companyId: number) =>
  sql`coalesce((select version from company_data_version where company_id = ${companyId}), 0)::text`;

/**
 * The exact result of a `count(*)` over a company's time logs, remembered
 * with the company's data version (migration 0012: every statement that changes
 * the company's logs, projects or activities raises it). The count and the
 * version are read in one statement, so they see the same data; while the
 * version is unchanged, the count is too, and a repeated count (the next page,
 * the same search again) costs one primary-key read instead of a scan. Every
 * instance keeps its own entries; the version lives in the database, so an
 * entry never outlives a change made through another instance.
 */
export async function exactCount(
  db: Database,
  companyId: number,
  counting: { toSQL(): { sql: string; params: unknown[] }; getSQL(): SQL },
  /** The version as the caller's own query just read it, to save reading it again. */
  currentVersion?: string,
  /**
   * What the count depends on besides the version, when the caller knows it (the request's
   * filters): saves rendering the statement's text for the key.
   */
  inputKey?: string,
): Promise<number> {
  const cache = cacheOf(db);
  const key = `${companyId}\n${inputKey ?? statementKey(counting.toSQL())}`;
  const known = cache.get(key);
  if (known) {
    const version =
      currentVersion ??
      rowsOf<{ version: string }>(
        await db.execute(sql`select ${companyDataVersion(companyId)} as version`),
      )[0].version;
    if (version === known.version) {
      cache.delete(key);
      cache.set(key, known);
      return known.count;
    }
  }
  const [fresh] = rowsOf<{ version: string; count: string }>(
    await db.execute(
      sql`select ${companyDataVersion(companyId)} as version, (${counting.getSQL()})::text as count`,
    ),
  );
  const entry = { version: fresh.version, count: Number(fresh.count) };
  cache.delete(key);
  if (cache.size >= COUNTS_KEPT) cache.delete(cache.keys().next().value as string);
  cache.set(key, entry);
  return entry.count;
}
