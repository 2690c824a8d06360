import type { ParsedStatisticsQuery, Statistics } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { timeLog, timeLogDay } from "../../db/schema/index.ts";
import { roundDecimal, sumDecimals } from "../../money.ts";
import { decimalsOf, formattingContext } from "../pricing/index.ts";
import { resolveTimeLogFilters } from "../time/index.ts";
import type { StatisticsDeps } from "./deps.ts";
import { type GroupedEntry, groupKey, rangeEntries } from "./statistics-entries.ts";
import { type NamedGrouping, namesOf } from "./statistics-names.ts";
import { periodsOf } from "./statistics-periods.ts";

/**
 * Tracked and billable time and amounts per currency, in total and per group,
 * summed in SQL over the logs that start in the range (days cut in the
 * company's time zone). Members see their own time only. By tag, a log counts
 * in each of its tags, and the totals count it once.
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
  const keyOf = (table: typeof timeLogDay | typeof timeLog) =>
    groupKey(groupBy, periods, table, user.companyId);
  const { grouped, totals: totalEntries } = await rangeEntries(
    db,
    user,
    query,
    { where: filters.where, timezone, now, byTag: groupBy === "tag" },
    keyOf,
  );

  const context = await formattingContext(db);
  const money = (value: string, currency: string) =>
    roundDecimal(value, decimalsOf(context, currency));
  const hasBillableAmount = (entry: { amount: string; billable: string }) =>
    Number(entry.billable) > 0;

  const rowsByKey = new Map<string | null, GroupedEntry[]>();
  for (const entry of grouped) {
    // Ids come as text, a period as its (1-based) bucket number.
    const key = entry.key === null ? null : String(entry.key);
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), entry]);
  }
  const summarize = (entries: GroupedEntry[]) => ({
    tracked_seconds: entries.reduce((sum, entry) => sum + Number(entry.tracked), 0),
    billable_seconds: entries.reduce((sum, entry) => sum + Number(entry.billable), 0),
    billed_seconds: entries.reduce((sum, entry) => sum + Number(entry.billed), 0),
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
    const names = await namesOf(db, user.companyId, groupBy as NamedGrouping, ids);
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

  const totals = summarize(totalEntries);
  const amountTotals = [
    ...new Set(totalEntries.filter(hasBillableAmount).map((entry) => entry.currency)),
  ]
    .sort()
    .map((currency) => {
      const entries = totalEntries.filter((entry) => entry.currency === currency);
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
      billed_seconds: totals.billed_seconds,
      amounts: amountTotals,
    },
    rows,
  };
}
