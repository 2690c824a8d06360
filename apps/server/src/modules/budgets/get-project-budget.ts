import { type ProjectBudget, seesAllTime } from "@tempus/contract";
import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import { company, project, timeLogDay } from "../../db/schema/index.ts";
import { decimalsOf, formattingContext } from "../pricing/index.ts";
import { budgetPeriod } from "./budget-rules.ts";
import { budgetWeeks, burnDown } from "./burn-down.ts";
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
  const weeks = await budgetWeeks(db, actor.companyId, eq(timeLogDay.projectId, id), period, null);
  const amounts = seesAllTime(actor);
  const decimals = decimalsOf(await formattingContext(db), row.currency);
  return {
    period: period.kind,
    start: period.from ?? weeks[0]?.first ?? null,
    end: period.to,
    budget_hours: row.budgetHours,
    budget_amount: amounts ? row.budgetAmount : null,
    thresholds: row.budgetAlertThresholds,
    ...burnDown(weeks, amounts, decimals),
  };
}
