import { todayIn } from "../../calendar.ts";
import { roundDecimal, toCents } from "../../money.ts";

// Budgets (decision 030), pure: a project's budget period and what share of a budget is used.

/** A budget's period: the calendar month (a retainer) or the project's whole life. */
export interface BudgetPeriod {
  kind: "month" | "total";
  /** What the alerts' records name it by: `YYYY-MM`, or `total`. */
  key: string;
  /** The month's first day (null for a whole-life budget). */
  from: string | null;
  /** Today in the company's time zone. */
  to: string;
}

export function budgetPeriod(monthly: boolean, timeZone: string, now: Date): BudgetPeriod {
  const today = todayIn(timeZone, now);
  return monthly
    ? { kind: "month", key: today.slice(0, 7), from: `${today.slice(0, 7)}-01`, to: today }
    : { kind: "total", key: "total", from: null, to: today };
}

/**
 * A budget and its use as two whole numbers of one unit: hours as seconds × 100 against the
 * budget's hundredths of an hour × 3600, money in cents. Null for no budget or a budget of zero
 * (nothing to measure against).
 */
export interface Use {
  used: bigint;
  budget: bigint;
}

export function hoursUse(trackedSeconds: number, budgetHours: string | null): Use | null {
  if (!budgetHours) return null;
  const budget = toCents(budgetHours) * 3600n;
  return budget > 0n ? { used: BigInt(trackedSeconds) * 100n, budget } : null;
}

export function amountUse(amount: string, budgetAmount: string | null): Use | null {
  if (!budgetAmount) return null;
  const budget = toCents(budgetAmount);
  return budget > 0n ? { used: toCents(roundDecimal(amount, 2)), budget } : null;
}

/** The share used in percent, two decimals, rounded down. */
export const usedPercent = (use: Use) => Number((use.used * 10000n) / use.budget) / 100;

/** The thresholds (percentages) the use has reached, ascending. */
export const reachedThresholds = (use: Use, thresholds: readonly number[]) =>
  thresholds.filter((threshold) => use.used * 100n >= BigInt(threshold) * use.budget);

/** A budget of a project or debtor that has reached thresholds in its period. */
export interface BudgetReached {
  measure: "hours" | "amount";
  use: Use;
  /** Seconds tracked (hours), or the amount as a decimal string. */
  used: number | string;
  budget: string;
  thresholds: number[];
}

/** Which of the hour and amount budgets have reached thresholds with this use. */
export function budgetsReached(
  usage: { trackedSeconds: number; amount: string },
  budgets: { budgetHours: string | null; budgetAmount: string | null; thresholds: number[] },
): BudgetReached[] {
  const measured = [
    {
      measure: "hours" as const,
      use: hoursUse(usage.trackedSeconds, budgets.budgetHours),
      used: usage.trackedSeconds,
      budget: budgets.budgetHours,
    },
    {
      measure: "amount" as const,
      use: amountUse(usage.amount, budgets.budgetAmount),
      used: usage.amount,
      budget: budgets.budgetAmount,
    },
  ];
  return measured.flatMap(({ use, budget, ...rest }) => {
    if (!use || !budget) return [];
    const thresholds = reachedThresholds(use, budgets.thresholds);
    return thresholds.length > 0 ? [{ ...rest, use, budget, thresholds }] : [];
  });
}
