import type { ParsedStatisticsQuery, Statistics } from "@tempus/contract";
import { and, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { addDays, addMonths, isoWeekKey, mondayOf, startOfDayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { type Database, rowsOf } from "../../db/open-database.ts";
import { activity, debtor, project, timeLog, timeLogDay, users } from "../../db/schema/index.ts";
import { roundDecimal, sumDecimals } from "../../money.ts";
import { decimalsOf, formattingContext } from "../pricing/index.ts";
import { filterConditions, resolveTimeLogFilters, trackedSeconds } from "../time/index.ts";
import type { StatisticsDeps } from "./deps.ts";

/** The key of the period a day falls in: the day, its ISO week ("YYYY-Www"), its month ("YYYY-MM"). */
const periodKey = (day: string, groupBy: "day" | "week" | "month") =>
  groupBy === "day" ? day : groupBy === "week" ? isoWeekKey(day) : day.slice(0, 7);

/**
 * Every period of the range, once and in order (the rows of a time grouping, zero when
 * empty), with the day and the instant each begins in the company's time zone, DST included.
 */
function periodsOf(from: string, to: string, groupBy: "day" | "week" | "month", timezone: string) {
  const keys: string[] = [];
  const days: string[] = [];
  const starts: Date[] = [];
  // From the range's first day to each next period's first day (a Monday, the 1st of a month).
  for (let day = from; day <= to; ) {
    const key = periodKey(day, groupBy);
    keys.push(key);
    days.push(day);
    starts.push(startOfDayIn(day, timezone));
    const next =
      groupBy === "day"
        ? addDays(day, 1)
        : groupBy === "week"
          ? addDays(mondayOf(day), 7)
          : addMonths(`${day.slice(0, 7)}-01`, 1);
    // The calendar ends on 9999-12-31 and its arithmetic stops there: the period after the
    // last one comes back as 9999-12-31 itself, a day of the same period (or the same day).
    // The last period is then complete: it would otherwise be a row twice.
    if (next <= day || periodKey(next, groupBy) === key) break;
    day = next;
  }
  return { keys, days, starts };
}

/**
 * Tracked and billable time and amounts per currency, in total and per group,
 * summed in SQL over the logs that start in the range (days cut in the
 * company's time zone). Members see their own time only.
 */
export async function getStatistics(
  deps: StatisticsDeps,
  user: Actor,
  query: ParsedStatisticsQuery,
): Promise<Statistics> {
  const { db } = deps;
  const now = deps.clock();
  const { from, to, group_by: groupBy } = query;
  const filters = await resolveTimeLogFilters(db, user, query, { timezone: true });
  const timezone = filters.timezone as string;
  const periods =
    groupBy === "day" || groupBy === "week" || groupBy === "month"
      ? periodsOf(from, to, groupBy, timezone)
      : undefined;
  // Ended logs come from their days (time_log_day, kept on write), running logs from the logs.
  const days = timeLogDay;
  const dayFilters = and(
    filterConditions(days, user, query),
    gte(days.day, from),
    lte(days.day, to),
  );
  // 9999-12-31 has no next day (addDays stops there): a range ending on it has no end instant.
  const after = addDays(to, 1);
  const runningFilters = and(
    filters.where,
    isNull(timeLog.end),
    gte(timeLog.start, startOfDayIn(from, timezone)),
    after > to ? lt(timeLog.start, startOfDayIn(after, timezone)) : undefined,
  );
  // A period is found by where a day, or a running log's start, falls among the periods' first
  // days or instants (computed above): no time-zone conversion or formatting per row in SQL.
  const keyOf = (table: typeof days | typeof timeLog): SQL => {
    if (periods) {
      return table === days
        ? sql`width_bucket(${days.day}, ${`{${periods.days.join(",")}}`}::date[])`
        : sql`width_bucket(${timeLog.start}, ${`{${periods.starts.map((start) => start.toISOString()).join(",")}}`}::timestamptz[])`;
    }
    if (groupBy === "project") return sql`${table.projectId}::text`;
    if (groupBy === "activity") return sql`${table.activityId}::text`;
    if (groupBy === "user") return sql`${table.userId}::text`;
    // The company as a value, not the row's column: Citus routes a subquery by its own condition.
    return sql`(select ${project.debtorId} from ${project}
      where ${project.companyId} = ${user.companyId} and ${project.id} = ${table.projectId})::text`;
  };
  const grouped = rowsOf<{
    key: string | number | null;
    currency: string;
    tracked: string;
    billable: string;
    amount: string;
    unbilled: string;
  }>(
    await db.execute(sql`
      select "key", "currency", sum("tracked")::text as "tracked",
        coalesce(sum("tracked") filter (where "billable"), 0)::text as "billable",
        coalesce(sum("amount") filter (where "billable"), 0)::text as "amount",
        coalesce(sum("amount") filter (where "billable" and not "invoiced"), 0)::text as "unbilled"
      from (
        select ${keyOf(days)} as "key", ${days.currency} as "currency", ${days.billable} as "billable",
          ${days.invoiced} as "invoiced", ${days.trackedSeconds} as "tracked", ${days.amount} as "amount",
          ${days.logs} as "logs"
        from ${days} where ${dayFilters}
        union all
        select ${keyOf(timeLog)}, ${timeLog.currency}, ${timeLog.billable}, ${timeLog.invoiceId} is not null,
          ${trackedSeconds(now)}, ${timeLog.amount}, 1
        from ${timeLog} where ${runningFilters}
      ) as "entries"
      group by 1, 2 having sum("logs") > 0`),
  );

  const context = await formattingContext(db);
  const money = (value: string, currency: string) =>
    roundDecimal(value, decimalsOf(context, currency));
  const hasBillableAmount = (entry: { amount: string; billable: string }) =>
    Number(entry.billable) > 0;

  const rowsByKey = new Map<string | null, typeof grouped>();
  for (const entry of grouped) {
    // Ids come as text, a period as its (1-based) bucket number.
    const key = entry.key === null ? null : String(entry.key);
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), entry]);
  }
  const summarize = (entries: typeof grouped) => ({
    tracked_seconds: entries.reduce((sum, entry) => sum + Number(entry.tracked), 0),
    billable_seconds: entries.reduce((sum, entry) => sum + Number(entry.billable), 0),
    amounts: entries
      .filter(hasBillableAmount)
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((entry) => ({ currency: entry.currency, amount: money(entry.amount, entry.currency) })),
  });

  let rows: Statistics["rows"];
  if (periods) {
    rows = periods.keys.map((key, index) => ({
      key,
      label: key,
      ...summarize(rowsByKey.get(String(index + 1)) ?? []),
    }));
  } else {
    const ids = [...rowsByKey.keys()].filter((key): key is string => key !== null).map(Number);
    const names = await namesOf(
      db,
      user.companyId,
      groupBy as "project" | "debtor" | "activity" | "user",
      ids,
    );
    rows = [...rowsByKey.entries()]
      .map(([key, entries]) => ({
        key,
        label: key === null ? null : (names.get(Number(key)) ?? null),
        ...summarize(entries),
      }))
      .sort(
        (a, b) =>
          b.tracked_seconds - a.tracked_seconds || String(a.label).localeCompare(String(b.label)),
      );
  }

  const totals = summarize(grouped);
  const amountTotals = [
    ...new Set(grouped.filter(hasBillableAmount).map((entry) => entry.currency)),
  ]
    .sort()
    .map((currency) => {
      const entries = grouped.filter((entry) => entry.currency === currency);
      return {
        currency,
        amount: money(sumDecimals(entries.map((entry) => entry.amount)), currency),
        unbilled_amount: money(sumDecimals(entries.map((entry) => entry.unbilled)), currency),
      };
    });
  return {
    from,
    to,
    group_by: groupBy,
    timezone,
    totals: {
      tracked_seconds: totals.tracked_seconds,
      billable_seconds: totals.billable_seconds,
      amounts: amountTotals,
    },
    rows,
  };
}

async function namesOf(
  db: Database,
  companyId: number,
  groupBy: "project" | "debtor" | "activity" | "user",
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, string>();
  const rows =
    groupBy === "project"
      ? await db
          .select({ id: project.id, name: project.name })
          .from(project)
          .where(and(eq(project.companyId, companyId), inArray(project.id, ids)))
      : groupBy === "debtor"
        ? await db
            .select({ id: debtor.id, name: debtor.name })
            .from(debtor)
            .where(and(eq(debtor.companyId, companyId), inArray(debtor.id, ids)))
        : groupBy === "activity"
          ? await db
              .select({ id: activity.id, name: activity.name })
              .from(activity)
              .where(and(eq(activity.companyId, companyId), inArray(activity.id, ids)))
          : await db
              .select({ id: users.id, name: users.username })
              .from(users)
              .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
