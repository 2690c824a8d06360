import { type ProjectBudget, seesAllTime } from "@tempus/contract";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import { company, project, timeLogDay } from "../../db/schema/index.ts";
import { roundDecimal, sumDecimals } from "../../money.ts";
import { decimalsOf, formattingContext } from "../pricing/index.ts";
import { budgetPeriod } from "./budget-rules.ts";
import type { BudgetsDeps } from "./deps.ts";

/**
 * A project's budget in its period (this month for a monthly budget, else the project's life up
 * to today) and everyone's ended time in it week by week, from the daily totals: the project
 * page's burn-down. Members get the hours; amounts go to the owner and admins only.
 */
export async function getProjectBudget(
  deps: BudgetsDeps,
  actor: Actor,
  id: number,
): Promise<ProjectBudget> {
  const { db } = deps;
  const row = await companyRow(db, project, actor.companyId, id);
  if (!row) throw notFound();
  const [{ timezone }] = await db
    .select({ timezone: company.timezone })
    .from(company)
    .where(eq(company.id, actor.companyId));
  const period = budgetPeriod(row.budgetMonthly, timezone, deps.clock());
  const week = sql<string>`date_trunc('week', ${timeLogDay.day})::date::text`;
  const weeks = await db
    .select({
      week,
      first: sql<string>`min(${timeLogDay.day})::text`,
      trackedSeconds: sql<number>`sum(${timeLogDay.trackedSeconds})::float8`,
      amount: sql<string>`coalesce(sum(${timeLogDay.amount}), 0)::text`,
    })
    .from(timeLogDay)
    .where(
      and(
        eq(timeLogDay.companyId, actor.companyId),
        eq(timeLogDay.projectId, id),
        ...(period.from ? [gte(timeLogDay.day, period.from)] : []),
        lte(timeLogDay.day, period.to),
      ),
    )
    .groupBy(week)
    .having(sql`sum(${timeLogDay.logs}) > 0`)
    .orderBy(week);
  const amounts = seesAllTime(actor);
  const decimals = decimalsOf(await formattingContext(db), row.currency);
  let seconds = 0;
  // Exact sums of the stored amounts, each rounded to the currency's digits only when shown.
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
    period: period.kind,
    start: period.from ?? weeks[0]?.first ?? null,
    end: period.to,
    budget_hours: row.budgetHours,
    budget_amount: amounts ? row.budgetAmount : null,
    thresholds: row.budgetAlertThresholds,
    used_seconds: seconds,
    used_amount: amounts ? roundDecimal(total, decimals) : null,
    weeks: rows,
  };
}
