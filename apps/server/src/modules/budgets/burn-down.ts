import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { timeLogDay } from "../../db/schema/index.ts";
import { roundDecimal, sumDecimals } from "../../money.ts";
import type { BudgetPeriod } from "./budget-rules.ts";

/** A week of a budget's period with tracked time, as the daily totals sum it. */
export interface BudgetWeek {
  week: string;
  trackedSeconds: number;
  amount: string;
}

const week = sql<string>`date_trunc('week', ${timeLogDay.day})::date::text`;

/**
 * Every week of `period` with ended time on the `projects` (a condition on the daily totals'
 * project) of the company, oldest first, from the daily totals: its Monday, its first day with
 * time, the seconds and the amount (only the time in `currency` when given).
 */
export function budgetWeeks(
  db: Queryable,
  companyId: number,
  projects: SQL | undefined,
  period: BudgetPeriod,
  currency: string | null,
): Promise<(BudgetWeek & { first: string })[]> {
  const amount = currency
    ? sql`sum(${timeLogDay.amount}) filter (where ${timeLogDay.currency} = ${currency})`
    : sql`sum(${timeLogDay.amount})`;
  return db
    .select({
      week,
      first: sql<string>`min(${timeLogDay.day})::text`,
      trackedSeconds: sql<number>`sum(${timeLogDay.trackedSeconds})::float8`,
      amount: sql<string>`coalesce(${amount}, 0)::text`,
    })
    .from(timeLogDay)
    .where(
      and(
        eq(timeLogDay.companyId, companyId),
        projects,
        ...(period.from ? [gte(timeLogDay.day, period.from)] : []),
        lte(timeLogDay.day, period.to),
      ),
    )
    .groupBy(week)
    .having(sql`sum(${timeLogDay.logs}) > 0`)
    .orderBy(week);
}

/**
 * The burn-down's weeks with their running totals, and the period's use: exact sums of the
 * stored amounts, each rounded to the currency's `decimals` only when shown; amounts left out
 * (null) unless `amounts`.
 */
export function burnDown(weeks: BudgetWeek[], amounts: boolean, decimals: number) {
  let seconds = 0;
  let total = "0";
  const rows = weeks.map((entry) => {
    seconds += entry.trackedSeconds;
    total = sumDecimals([total, entry.amount]);
    return {
      week: entry.week,
      tracked_seconds: entry.trackedSeconds,
      amount: amounts ? roundDecimal(entry.amount, decimals) : null,
      cumulative_seconds: seconds,
      cumulative_amount: amounts ? roundDecimal(total, decimals) : null,
    };
  });
  return {
    used_seconds: seconds,
    used_amount: amounts ? roundDecimal(total, decimals) : null,
    weeks: rows,
  };
}
