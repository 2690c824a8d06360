import {
  FIELD_MESSAGES,
  GROUP_BY,
  type GroupBy,
  MAX_STATISTICS_DAYS,
  STATISTICS_MESSAGES,
  type Statistics,
} from "@tempus/contract";
import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import {
  addDays,
  addMonths,
  daysInclusive,
  isoWeekKey,
  mondayOf,
  startOfDayIn,
} from "../../calendar.ts";
import type { Database } from "../../db/open-database.ts";
import { activity, company, debtor, project, timeLog, users } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { ValidationError } from "../../http/errors.ts";
import { roundDecimal, sumDecimals } from "../../money.ts";
import { decimalsOf, formattingContext } from "../projects/pricing.ts";
import { timeLogFilters, trackedSeconds } from "../projects/time-logs.ts";

type Query = Record<string, string | undefined>;

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function parseQuery(query: Query): { from: string; to: string; groupBy: GroupBy } {
  const errors: Record<string, string[]> = {};
  for (const field of ["from", "to"] as const) {
    const value = query[field];
    if (!value) errors[field] = [FIELD_MESSAGES.required];
    else if (!isDay(value)) errors[field] = [STATISTICS_MESSAGES.invalidDate];
  }
  const groupBy = query.group_by ?? "day";
  if (!(GROUP_BY as readonly string[]).includes(groupBy))
    errors.group_by = [FIELD_MESSAGES.invalidChoice(groupBy)];
  if (!errors.from && !errors.to) {
    const from = query.from as string;
    const to = query.to as string;
    if (to < from) errors.to = [STATISTICS_MESSAGES.toBeforeFrom];
    else if (daysInclusive(from, to) > MAX_STATISTICS_DAYS)
      errors.to = [STATISTICS_MESSAGES.rangeTooLong];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { from: query.from as string, to: query.to as string, groupBy: groupBy as GroupBy };
}

/**
 * Every period of the range, in order (the rows of a time grouping, zero when
 * empty), with the instant each begins in the company's time zone, DST included.
 */
function periodsOf(from: string, to: string, groupBy: "day" | "week" | "month", timezone: string) {
  const keys: string[] = [];
  const starts: Date[] = [];
  // From the range's first day to each next period's first day (a Monday, the 1st of a month).
  for (let day = from; day <= to; ) {
    keys.push(groupBy === "day" ? day : groupBy === "week" ? isoWeekKey(day) : day.slice(0, 7));
    starts.push(startOfDayIn(day, timezone));
    day =
      groupBy === "day"
        ? addDays(day, 1)
        : groupBy === "week"
          ? addDays(mondayOf(day), 7)
          : addMonths(`${day.slice(0, 7)}-01`, 1);
  }
  return { keys, starts };
}

/**
 * Tracked and billable time and amounts per currency, in total and per group,
 * summed in SQL over the logs that start in the range (days cut in the
 * company's time zone). Members see their own time only.
 */
export async function statisticsFor(
  db: Database,
  user: AuthenticatedUser,
  query: Query,
  now: Date,
): Promise<Statistics> {
  const { from, to, groupBy } = parseQuery(query);
  const [{ timezone }] = await db
    .select({ timezone: company.timezone })
    .from(company)
    .where(eq(company.id, user.companyId));
  const where = and(
    await timeLogFilters(db, user, {
      ...query,
      search: undefined,
      start_after: undefined,
      start_before: undefined,
    }),
    gte(timeLog.start, startOfDayIn(from, timezone)),
    lt(timeLog.start, startOfDayIn(addDays(to, 1), timezone)),
  );
  const seconds = trackedSeconds(now);
  const periods =
    groupBy === "day" || groupBy === "week" || groupBy === "month"
      ? periodsOf(from, to, groupBy, timezone)
      : undefined;
  // A period is found by where the log's start falls among the periods' first instants
  // (computed above): no time-zone conversion or formatting per row in SQL.
  const keyExpression: SQL = periods
    ? sql`width_bucket(${timeLog.start}, ${`{${periods.starts.map((start) => start.toISOString()).join(",")}}`}::timestamptz[])`
    : groupBy === "project"
      ? sql`${timeLog.projectId}::text`
      : groupBy === "activity"
        ? sql`${timeLog.activityId}::text`
        : groupBy === "user"
          ? sql`${timeLog.userId}::text`
          : sql`${project.debtorId}::text`;
  const grouping = db
    .select({
      key: sql<string | number | null>`${keyExpression}`,
      currency: timeLog.currency,
      tracked: sql<string>`sum(${seconds})`,
      billable: sql<string>`coalesce(sum(${seconds}) filter (where ${timeLog.billable}), 0)`,
      amount: sql<string>`coalesce(sum(${timeLog.amount}) filter (where ${timeLog.billable}), 0)`,
      unbilled: sql<string>`coalesce(sum(${timeLog.amount}) filter (where ${timeLog.billable} and ${timeLog.invoiceId} is null), 0)`,
    })
    .from(timeLog)
    .$dynamic();
  // Only the debtor grouping needs the project of each log.
  const grouped = await (groupBy === "debtor"
    ? grouping.innerJoin(project, eq(project.id, timeLog.projectId))
    : grouping
  )
    .where(where)
    // By position: the grouped expression holds bound parameters.
    .groupBy(sql`1, 2`);

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
    const names = await namesOf(db, groupBy as "project" | "debtor" | "activity" | "user", ids);
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
  groupBy: "project" | "debtor" | "activity" | "user",
  ids: number[],
) {
  if (ids.length === 0) return new Map<number, string>();
  const rows =
    groupBy === "project"
      ? await db
          .select({ id: project.id, name: project.name })
          .from(project)
          .where(inArray(project.id, ids))
      : groupBy === "debtor"
        ? await db
            .select({ id: debtor.id, name: debtor.name })
            .from(debtor)
            .where(inArray(debtor.id, ids))
        : groupBy === "activity"
          ? await db
              .select({ id: activity.id, name: activity.name })
              .from(activity)
              .where(inArray(activity.id, ids))
          : await db
              .select({ id: users.id, name: users.username })
              .from(users)
              .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
