import type { ParsedTimeLogQuery, TimeLog } from "@tempus/contract";
import { seesAllTime } from "@tempus/contract";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { type CountedPage, listCollection, requestedOrdering } from "../../db/collection.ts";
import { sameCompanyRow } from "../../db/company-row.ts";
import { type Database, rowsOf } from "../../db/open-database.ts";
import type { PageQuery } from "../../db/paginate.ts";
import { preparedPerDatabase } from "../../db/per-database.ts";
import { readByShape } from "../../db/reads-by-shape.ts";
import { rawRows, rowMapper } from "../../db/rows.ts";
import { activity, project, timeLog } from "../../db/schema/index.ts";
import { formattingContext, loadPricingContext, type PricingContext } from "../pricing/index.ts";
import { exactCount } from "./count-cache.ts";
import type { TimeDeps } from "./deps.ts";
import { versionedPage } from "./page-cache.ts";
import {
  isUnfiltered,
  resolveTimeLogFilters,
  TIME_LOG_DEFAULT_ORDERING,
  TIME_LOG_ORDERING,
} from "./time-log-filters.ts";
import { type LogWithDebtor, toTimeLog, withDebtors } from "./time-log-presenter.ts";

const toRow = rowMapper(timeLog);

/**
 * The exact number of logs the caller may see, read from the counters a
 * trigger keeps (no scan of the company's rows). Only for the unfiltered list.
 */
async function countVisible(db: Database, user: Actor): Promise<number> {
  const result = await db.execute(
    seesAllTime(user)
      ? sql`select coalesce(sum(count), 0)::text as count from time_log_counter where company_id = ${user.companyId}`
      : sql`select count::text as count from time_log_counter where company_id = ${user.companyId} and user_id = ${user.id}`,
  );
  return Number(rowsOf<{ count: string }>(result)[0]?.count ?? 0);
}

/**
 * The list as it opens (no filters, newest first) is the request made most: its
 * page and its count come from one prepared statement, the count from the
 * trigger-kept counters. One statement per database, built once.
 */
const openingPages = preparedPerDatabase((db) => {
  const company = sql.placeholder("company");
  const userId = sql.placeholder("user");
  const page = (name: string, where: SQL | undefined, counters: SQL) =>
    db
      .select({
        log: timeLog,
        total:
          sql<string>`(select coalesce(sum(count), 0) from time_log_counter where ${counters})::text`.as(
            "total",
          ),
        version:
          sql<string>`coalesce((select version from company_data_version where company_id = ${company}), 0)::text`.as(
            "version",
          ),
      })
      .from(timeLog)
      .where(where)
      .orderBy(desc(timeLog.start), desc(timeLog.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name);
  return {
    all: page(
      "time_log_opening_page",
      eq(timeLog.companyId, company),
      sql`company_id = ${company}`,
    ),
    own: page(
      "time_log_opening_page_own",
      and(eq(timeLog.companyId, company), eq(timeLog.userId, userId)),
      sql`company_id = ${company} and user_id = ${userId}`,
    ),
  };
});

/** The orderings that sort by a project's or an activity's name. */
const ORDERED_BY_NAME = new Set(["project", "-project", "activity", "-activity"]);

/** How a page of logs is read; each answers the logs with their running logs' debtors. */
type PageRead = (query: PageQuery) => Promise<CountedPage<LogWithDebtor>>;

/**
 * The opening list: the prepared statement, which brings the count and the data version along;
 * while the version stays, the page is answered from memory after one read of the version.
 */
const openingPage =
  (db: Database, user: Actor): PageRead =>
  ({ limit, offset }) => {
    const sees = seesAllTime(user) ? "all" : `own ${user.id}`;
    return versionedPage(
      db,
      user.companyId,
      `opening ${sees} ${limit} ${offset}`,
      undefined,
      async () => {
        const statements = openingPages(db);
        const raw = await rawRows(seesAllTime(user) ? statements.all : statements.own, {
          company: user.companyId,
          user: user.id,
          limit,
          offset,
        });
        return {
          page: {
            rows: await withDebtors(db, user.companyId, raw.map(toRow)),
            // An empty page (past the end, or no logs at all) carries no count: `count` answers then.
            count: raw.length > 0 ? Number(raw[0].total) : undefined,
          },
          version: raw.length > 0 ? String(raw[0].version) : undefined,
        };
      },
    );
  };

/** Sorted by a project's or an activity's name: the page joins them. */
const pageWithNames =
  (db: Database): PageRead =>
  async ({ where, orderBy, limit, offset }) => ({
    rows: await db
      .select({ log: timeLog, debtorId: project.debtorId })
      .from(timeLog)
      .innerJoin(project, sameCompanyRow(project, timeLog, timeLog.projectId))
      .leftJoin(activity, sameCompanyRow(activity, timeLog, timeLog.activityId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    count: undefined,
  });

/**
 * Without names to sort by, the page comes straight off the time-log index, as a
 * statement named by its shape; the page's debtors are read afterwards in one query.
 * While the data version the filters were checked with stays, the page is answered
 * from memory, found by what was asked (`inputKey`) without rendering the statement.
 */
const pageByIndex =
  (db: Database, companyId: number, version: string | undefined, inputKey: string): PageRead =>
  ({ where, orderBy, limit, offset }) =>
    versionedPage(db, companyId, `${inputKey} ${limit} ${offset}`, version, async () => {
      const logs = db
        .select()
        .from(timeLog)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      const rows = await readByShape(
        db,
        () => logs.toSQL(),
        toRow,
        () => logs.execute(),
      );
      return { page: { rows: await withDebtors(db, companyId, rows), count: undefined }, version };
    });

/**
 * What a filtered list's page and count depend on besides the data version and the page: the
 * filters and ordering as asked, whose logs the caller sees, and the company's zone (which makes
 * a date filter an instant).
 */
function inputKeyOf(actor: Actor, query: ParsedTimeLogQuery, timezone: string | undefined) {
  const { page: _page, page_size: _size, ...asked } = query;
  return JSON.stringify([seesAllTime(actor) ? "all" : actor.id, timezone ?? null, asked]);
}

export async function listTimeLogs(
  deps: TimeDeps,
  actor: Actor,
  input: ListInput<ParsedTimeLogQuery>,
) {
  const { db } = deps;
  const { query } = input;
  const unfiltered = isUnfiltered(query);
  const ordering = requestedOrdering(query.ordering, { ...TIME_LOG_ORDERING, id: timeLog.id });
  const opening = unfiltered && ordering.length === 0;
  // The version keys the count and page caches; the opening page reads its own.
  const filters = await resolveTimeLogFilters(db, actor, query, { dataVersion: !opening });
  // Searches and the debtor filter use subqueries; only sorting by a name needs the join.
  const byName = ordering.some((field) => ORDERED_BY_NAME.has(field));
  const inputKey = inputKeyOf(actor, query, filters.timezone);
  const read = opening
    ? openingPage(db, actor)
    : byName
      ? pageWithNames(db)
      : pageByIndex(db, actor.companyId, filters.dataVersion, inputKey);
  const page = await listCollection(input, {
    searchFields: [],
    orderingFields: TIME_LOG_ORDERING,
    defaultOrdering: TIME_LOG_DEFAULT_ORDERING,
    idColumn: timeLog.id,
    where: filters.where,
    count: (where) =>
      unfiltered
        ? countVisible(db, actor)
        : exactCount(
            db,
            actor.companyId,
            db.select({ count: sql`count(*)` }).from(timeLog).where(where),
            filters.dataVersion,
            inputKey,
          ),
    fetch: read,
    pageBringsCount: opening,
  });
  const now = deps.clock();
  const hasRunning = page.results.some((row) => row.log.end === null);
  const context = hasRunning
    ? await loadPricingContext(db, actor.companyId)
    : await formattingContext(db);
  return { ...page, results: page.results.map((row) => present(row, now, context)) };
}

/**
 * A log that is not running shows the same whenever it is shown (its amount is stored; only the
 * currency's digits, which do not change while the server runs, shape it): a remembered page's
 * rows are presented once. A running log is presented for `now` every time.
 */
const presented = new WeakMap<LogWithDebtor, TimeLog>();

function present(row: LogWithDebtor, now: Date, context: PricingContext): TimeLog {
  if (row.log.end === null) return toTimeLog(row.log, now, context, row.debtorId);
  let shown = presented.get(row);
  if (shown === undefined) {
    shown = Object.freeze(toTimeLog(row.log, now, context, row.debtorId));
    presented.set(row, shown);
  }
  return shown;
}
