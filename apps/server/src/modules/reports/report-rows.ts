import {
  type GroupBy,
  type ParsedReportQuery,
  type Report,
  type ReportRow,
  seesAllTime,
} from "@tempus/contract";
import { and, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { Database } from "../../db/open-database.ts";
import type { timeLog, timeLogDay } from "../../db/schema/index.ts";
import { roundDecimal, sumDecimals } from "../../money.ts";
import { decimalsOf, formattingContext } from "../pricing/index.ts";
import {
  type GroupedEntry,
  groupKey,
  type NamedGrouping,
  namesOf,
  type Periods,
  periodsOf,
  rangeEntries,
} from "../statistics/index.ts";
import { resolveTimeLogFilters } from "../time/index.ts";

type Table = typeof timeLogDay | typeof timeLog;
type Figures = Omit<ReportRow, "key" | "label" | "rows">;

const isPeriod = (grouping: GroupBy): grouping is "day" | "week" | "month" =>
  grouping === "day" || grouping === "week" || grouping === "month";

/** One grouping: its key in SQL and how its keys are named and ordered. */
function grouping(by: GroupBy, from: string, to: string, timezone: string, companyId: number) {
  const periods: Periods | undefined = isPeriod(by) ? periodsOf(from, to, by, timezone) : undefined;
  return {
    by,
    periods,
    key: (table: Table) => groupKey(by, periods, table, companyId),
  };
}

/** Two keys as one text: `<first>|<second>`, a missing one (no debtor, activity or tag) empty. */
const pairKey = (first: SQL, second: SQL | undefined) =>
  sql`coalesce((${first})::text, '') || '|' || coalesce((${second ?? sql`null`})::text, '')`;

/**
 * A report: the logs that start in the range, with the list's filters, grouped by `group_by`
 * and within each group by `then_by`, each row with its worked and billable time and (for owners
 * and admins) its billable amounts per currency, every group with its subtotal, and the totals.
 * Read as the statistics read: the daily totals (and running logs), or the logs where tags
 * matter. Members see their own time only, and no amounts. By tag, a log counts in each of its
 * tags; subtotals and totals count it once.
 */
export async function buildReport(
  db: Database,
  actor: Actor,
  query: ParsedReportQuery,
  now: Date,
  /** A further condition on the logs, which the daily totals cannot answer (an invoice's logs). */
  only?: SQL,
): Promise<Report> {
  const { from, to, group_by: groupBy, then_by: thenBy } = query;
  const filters = await resolveTimeLogFilters(db, actor, query, { timezone: true });
  const timezone = filters.timezone as string;
  const outer = grouping(groupBy, from, to, timezone, actor.companyId);
  const inner = thenBy ? grouping(thenBy, from, to, timezone, actor.companyId) : undefined;
  const range = { where: and(filters.where, only), timezone, now, logsOnly: only !== undefined };
  const read = (key: (table: Table) => SQL, byTag: boolean) =>
    rangeEntries(db, actor, query, { ...range, byTag }, key);

  const { grouped, totals } = await read(
    (table) => pairKey(outer.key(table), inner?.key(table)),
    groupBy === "tag" || thenBy === "tag",
  );
  // By tag within the groups, a log with two tags is in two rows: its group counts it once.
  const subtotals =
    thenBy === "tag"
      ? (await read((table) => pairKey(outer.key(table), undefined), false)).grouped
      : undefined;

  const context = await formattingContext(db);
  const withAmounts = seesAllTime(actor);
  const figures = (entries: GroupedEntry[]): Figures => {
    const amounts = new Map<string, string[]>();
    for (const entry of entries) {
      if (Number(entry.billable) > 0)
        amounts.set(entry.currency, [...(amounts.get(entry.currency) ?? []), entry.amount]);
    }
    return {
      tracked_seconds: entries.reduce((sum, entry) => sum + Number(entry.tracked), 0),
      billable_seconds: entries.reduce((sum, entry) => sum + Number(entry.billable), 0),
      billed_seconds: entries.reduce((sum, entry) => sum + Number(entry.billed), 0),
      ...(withAmounts
        ? {
            amounts: [...amounts.keys()].sort().map((currency) => ({
              currency,
              amount: roundDecimal(
                sumDecimals(amounts.get(currency) ?? []),
                decimalsOf(context, currency),
              ),
            })),
          }
        : {}),
    };
  };

  const split = (entry: GroupedEntry) => {
    const [first, second] = String(entry.key).split("|");
    return { first: first === "" ? null : first, second: second === "" ? null : second };
  };
  const first = (entry: GroupedEntry) => split(entry).first;
  const byOuter = gathered(grouped, first);
  const outerSubtotals = gathered(subtotals ?? [], first);

  const label = await labeller(db, actor.companyId, [
    { grouping: outer, keys: [...byOuter.keys()] },
    ...(inner ? [{ grouping: inner, keys: grouped.map((entry) => split(entry).second) }] : []),
  ]);
  const rows = [...byOuter.entries()].map(([key, entries]) => {
    const byInner = gathered(entries, (entry) => split(entry).second);
    const innerRows = inner
      ? ordered(
          inner,
          [...byInner.entries()].map(([innerKey, innerEntries]) => ({
            key: innerKey,
            label: label(inner.by, innerKey),
            ...figures(innerEntries),
          })),
        )
      : [];
    return {
      key: outer.periods ? label(outer.by, key) : key,
      label: label(outer.by, key),
      ...figures(outerSubtotals.get(key) ?? entries),
      rows: innerRows.map((row) => ({ ...row, key: inner?.periods ? row.label : row.key })),
      order: key,
    };
  });
  return {
    from,
    to,
    group_by: groupBy,
    then_by: thenBy ?? null,
    timezone,
    totals: figures(totals),
    rows: ordered(outer, rows).map(({ order: _order, ...row }) => row),
  };
}

/** Entries by a key of theirs, in the order the keys first appear. */
function gathered(entries: GroupedEntry[], keyOf: (entry: GroupedEntry) => string | null) {
  const groups = new Map<string | null, GroupedEntry[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}

/** Rows in order: periods as they follow each other, named groups by time (most first), then name. */
function ordered<T extends { key: string | null; label: string | null; tracked_seconds: number }>(
  group: { periods: Periods | undefined },
  rows: (T & { order?: string | null })[],
) {
  if (group.periods) {
    const position = (row: T & { order?: string | null }) => Number(row.order ?? row.key);
    return rows.sort((a, b) => position(a) - position(b));
  }
  return rows.sort(
    (a, b) =>
      b.tracked_seconds - a.tracked_seconds || String(a.label).localeCompare(String(b.label)),
  );
}

/** The labels of the groups' keys: the names of the company's objects, a period's own key. */
async function labeller(
  db: Database,
  companyId: number,
  groups: { grouping: { by: GroupBy; periods: Periods | undefined }; keys: (string | null)[] }[],
) {
  const names = new Map<GroupBy, Map<number, string>>();
  for (const { grouping: group, keys } of groups) {
    if (group.periods) continue;
    const ids = [...new Set(keys.filter((key): key is string => key !== null).map(Number))];
    names.set(group.by, await namesOf(db, companyId, group.by as NamedGrouping, ids));
  }
  const periods = new Map(groups.map(({ grouping: group }) => [group.by, group.periods]));
  return (by: GroupBy, key: string | null) => {
    if (key === null) return null;
    const period = periods.get(by);
    if (period) return period.keys[Number(key) - 1] ?? null;
    return names.get(by)?.get(Number(key)) ?? null;
  };
}
