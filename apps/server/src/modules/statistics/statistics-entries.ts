import type { GroupBy } from "@tempus/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Database, rowsOf } from "../../db/open-database.ts";
import { project, timeLog, timeLogDay } from "../../db/schema/index.ts";
import { trackedSeconds } from "../time/index.ts";
import type { Periods } from "./statistics-periods.ts";

/** One group's sums in one currency, as the database gives them back. */
export interface GroupedEntry {
  /** An id as text, a period's (1-based) bucket number, or null (no debtor, activity or tag). */
  key: string | number | null;
  currency: string;
  tracked: string;
  billable: string;
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
        ${days.invoiced} as "invoiced", ${days.trackedSeconds} as "tracked", ${days.amount} as "amount",
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
