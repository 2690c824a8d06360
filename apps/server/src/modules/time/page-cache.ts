import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { CountedPage } from "../../db/collection.ts";
import { type Database, rowsOf } from "../../db/open-database.ts";
import { perDatabase } from "../../db/per-database.ts";
import { readByShape } from "../../db/reads-by-shape.ts";
import { companyDataVersion } from "./count-cache.ts";
import type { LogWithDebtor } from "./time-log-presenter.ts";

/** Rows of pages each server process remembers at most; the least recently used go first. */
export const PAGE_ROWS_KEPT = 20_000;
/** Larger pages are read every time (a 1,000-row page would crowd out fifty small ones). */
export const LARGEST_KEPT_PAGE = 100;

interface Entry {
  version: string;
  page: CountedPage<LogWithDebtor>;
}

class PageCache {
  private readonly entries = new Map<string, Entry>();
  private rows = 0;

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  keep(key: string, entry: Entry) {
    this.drop(key);
    if (entry.page.rows.length > LARGEST_KEPT_PAGE) return;
    while (this.rows + entry.page.rows.length > PAGE_ROWS_KEPT && this.entries.size > 0) {
      this.drop(this.entries.keys().next().value as string);
    }
    // Frozen: every request that finds the page shares these objects.
    for (const row of entry.page.rows) Object.freeze(row.log);
    this.entries.set(key, entry);
    this.rows += entry.page.rows.length;
  }

  /** Marks `key` as used just now. */
  touch(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private drop(key: string) {
    const known = this.entries.get(key);
    if (!known) return;
    this.entries.delete(key);
    this.rows -= known.page.rows.length;
  }
}

const cacheOf = perDatabase((_db: Database) => new PageCache());
const dialect = new PgDialect();

/** The statement's text, rendered once. */
const versionQuery = dialect.sqlToQuery(sql`select ${companyDataVersion(0)} as version`).sql;

/** The company's data version (migration 0012), a named statement on PostgreSQL. */
export async function currentDataVersion(db: Database, companyId: number): Promise<string> {
  const [row] = await readByShape(
    db,
    () => ({ sql: versionQuery, params: [companyId] }),
    (raw) => raw as { version: string },
    async () =>
      rowsOf<{ version: string }>(
        await db.execute(sql`select ${companyDataVersion(companyId)} as version`),
      ),
  );
  return row.version;
}

/**
 * A page of time logs remembered with the company's data version, which every statement that
 * changes the company's logs, projects or activities raises in its own transaction: while the
 * version is the one the page was read at, the page is still what a read would answer, so it is
 * answered from memory (as the count cache does for counts). `version` is the version as the
 * caller read it before the page (or undefined: it is read here, once a page is known). `read`
 * answers the page and the version it saw (the version read with it, or any read before it: a
 * page stored under an older version than its data is only read again sooner). Each server
 * process keeps its own pages; the version lives in the database, so no page outlives a change
 * made through another process.
 */
export async function versionedPage(
  db: Database,
  companyId: number,
  key: string,
  version: string | undefined,
  read: () => Promise<{ page: CountedPage<LogWithDebtor>; version: string | undefined }>,
): Promise<CountedPage<LogWithDebtor>> {
  const cache = cacheOf(db);
  const cacheKey = `${companyId}\n${key}`;
  const known = cache.get(cacheKey);
  if (known) {
    const current = version ?? (await currentDataVersion(db, companyId));
    if (current === known.version) {
      cache.touch(cacheKey, known);
      return known.page;
    }
  }
  const fresh = await read();
  const seen = fresh.version ?? version;
  if (seen !== undefined) cache.keep(cacheKey, { version: seen, page: fresh.page });
  return fresh.page;
}
