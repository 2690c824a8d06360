import type { GroupBy, ParsedTimeLogFilters } from "@tempus/contract";
import { and, gte, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { addDays, startOfDayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { type Database, rowsOf } from "../../db/open-database.ts";
import { project, timeLog, timeLogDay } from "../../db/schema/index.ts";
import { filterConditions, trackedSeconds } from "../time/index.ts";
import type { Periods } from "./statistics-periods.ts";

/** One group's sums in one currency, as the database gives them back. */
export interface GroupedEntry {
  /** An id as text, a period's (1-based) bucket number, or null (no debtor, activity or tag). */
  key: string | number | null;
  currency: string;
  tracked: string;
  billable: string;
  /** The billable time as billed, after billing rounding (decision 031). */
  billed: string;
  amount: string;
  unbilled: string;
}

/** The name of a log's tag when the logs are read once per tag (`byTag`). */
const TAG_ID = sql`"tagged"."tag_id"`;

/**
 * A group's key in SQL, on the daily totals or on the logs. A period is found by where a day, or
 * a log's start, falls among the periods' first days or instants: no time-zone conversion or
 * formatting per row in SQL.
 */
export function groupKey(
  groupBy: GroupBy,
  periods: Periods | undefined,
  table: typeof timeLogDay | typeof timeLog,
  companyId: number,
): SQL {
  if (periods) {
    return table === timeLogDay
      ? sql`width_bucket(${timeLogDay.day}, ${`{${periods.days.join(",")}}`}::date[])`
      : sql`width_bucket(${timeLog.start}, ${`{${periods.starts.map((start) => start.toISOString()).join(",")}}`}::timestamptz[])`;
  }
  if (groupBy === "project") return sql`${table.projectId}::text`;
  if (groupBy === "activity") return sql`${table.activityId}::text`;
  if (groupBy === "user") return sql`${table.userId}::text`;
  if (groupBy === "tag") return sql`${TAG_ID}::text`;
  // The company as a value, not the row's column: Citus routes a subquery by its own condition.
  return sql`(select ${project.debtorId} from ${project}
    where ${project.companyId} = ${companyId} and ${project.id} = ${table.projectId})::text`;
}

/** Tracked and billable time, amounts and what is not invoiced, per key and currency. */
async function summed(db: Database, entries: SQL): Promise<GroupedEntry[]> {
  return rowsOf<GroupedEntry>(
    await db.execute(sql`
      select "key", "currency", sum("tracked")::text as "tracked",
        coalesce(sum("tracked") filter (where "billable"), 0)::text as "billable",
        coalesce(sum("billed") filter (where "billable"), 0)::text as "billed",
        coalesce(sum("amount") filter (where "billable"), 0)::text as "amount",
        coalesce(sum("amount") filter (where "billable" and not "invoiced"), 0)::text as "unbilled"
      from (${entries}) as "entries"
      group by 1, 2 having sum("logs") > 0`),
  );
}

/** The logs as entries: each log once, or (`byTag`) once per tag it carries and once if none. */
const logEntries = (key: SQL, where: SQL | undefined, now: Date, byTag = false) => sql`
  select ${key} as "key", ${timeLog.currency} as "currency", ${timeLog.billable} as "billable",
    ${timeLog.invoiceId} is not null as "invoiced", ${trackedSeconds(now)} as "tracked",
    coalesce(${timeLog.billedSeconds}, ${trackedSeconds(now)}) as "billed",
    ${timeLog.amount} as "amount", 1 as "logs"
  from ${timeLog}${byTag ? sql` left join lateral unnest(${timeLog.tagIds}) as "tagged"("tag_id") on true` : sql``}
  where ${where}`;

/**
 * The usual read: ended logs from their days (time_log_day, kept on write), running logs from
 * the logs (`runningWhere` picks them).
 */
export function fromDailyTotals(
  db: Database,
  keys: { days: SQL; logs: SQL },
  daysWhere: SQL | undefined,
  runningWhere: SQL | undefined,
  now: Date,
): Promise<GroupedEntry[]> {
  const days = timeLogDay;
  return summed(
    db,
    sql`
      select ${keys.days} as "key", ${days.currency} as "currency", ${days.billable} as "billable",
        ${days.invoiced} as "invoiced", ${days.trackedSeconds} as "tracked",
        ${days.billedSeconds} as "billed", ${days.amount} as "amount",
        ${days.logs} as "logs"
      from ${days} where ${daysWhere}
      union all
      ${logEntries(keys.logs, runningWhere, now)}`,
  );
}

/**
 * The logs themselves, for what the daily totals do not know: their tags. By tag, a log counts
 * in each of its tags (and time without one in the row whose key is null); the totals then come
 * from a second read that counts each log once.
 */
export async function fromLogs(
  db: Database,
  key: SQL,
  where: SQL | undefined,
  now: Date,
  byTag: boolean,
): Promise<{ grouped: GroupedEntry[]; totals: GroupedEntry[] }> {
  const grouped = await summed(db, logEntries(key, where, now, byTag));
  return {
    grouped,
    totals: byTag ? await summed(db, logEntries(sql`null`, where, now)) : grouped,
  };
}

/** A range of days and the list's filters, as the statistics and the reports read them. */
export interface RangeQuery extends ParsedTimeLogFilters {
  from: string;
  to: string;
  tag?: number;
}

/**
 * The grouped entries of the logs that start in the range (days cut in the company's time zone),
 * and the entries the totals come from: from the daily totals and the running logs, or, where
 * tags matter (`byTag`, or a tag filter), from the logs themselves. `where` holds the resolved
 * filters (visibility included); `keyOf` gives a group's key on either table.
 */
export function rangeEntries(
  db: Database,
  user: Actor,
  query: RangeQuery,
  range: {
    where: SQL | undefined;
    timezone: string;
    now: Date;
    byTag: boolean;
    logsOnly?: boolean;
  },
  keyOf: (table: typeof timeLogDay | typeof timeLog) => SQL,
): Promise<{ grouped: GroupedEntry[]; totals: GroupedEntry[] }> {
  const { from, to } = query;
  const { where, timezone, now, byTag } = range;
  // 9999-12-31 has no next day (addDays stops there): a range ending on it has no end instant.
  const after = addDays(to, 1);
  const startsInRange = and(
    gte(timeLog.start, startOfDayIn(from, timezone)),
    after > to ? lt(timeLog.start, startOfDayIn(after, timezone)) : undefined,
  );
  // The daily totals know no tags: a question about tags reads the logs (decision 026).
  // `logsOnly`: a condition the daily totals cannot answer (a report of one invoice's logs).
  if (byTag || query.tag !== undefined || range.logsOnly) {
    return fromLogs(db, keyOf(timeLog), and(where, startsInRange), now, byTag);
  }
  return fromDailyTotals(
    db,
    { days: keyOf(timeLogDay), logs: keyOf(timeLog) },
    and(
      filterConditions(timeLogDay, user, query),
      gte(timeLogDay.day, from),
      lte(timeLogDay.day, to),
    ),
    and(where, isNull(timeLog.end), startsInRange),
    now,
  ).then((grouped) => ({ grouped, totals: grouped }));
}
