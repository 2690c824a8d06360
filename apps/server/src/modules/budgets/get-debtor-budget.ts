import { type DebtorBudget, seesAllTime } from "@tempus/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import { company, debtor, project, timeLogDay } from "../../db/schema/index.ts";
import { decimalsOf, formattingContext } from "../pricing/index.ts";
import { budgetPeriod } from "./budget-rules.ts";
import { budgetWeeks, burnDown } from "./burn-down.ts";
import type { BudgetsDeps } from "./deps.ts";

/**
 * A debtor's budget over all its projects in its period (this month for a monthly budget, else
 * from the first day with time on them to today) and everyone's ended time on them week by week,
 * from the daily totals: the debtor page's burn-down. The amounts count the time in the debtor's
 * currency (else the company's); members get the hours only.
 */
export async function getDebtorBudget(
  deps: BudgetsDeps,
  actor: Actor,
  id: number,
): Promise<DebtorBudget> {
  const { db } = deps;
  const row = await companyRow(db, debtor, actor.companyId, id);
  if (!row) throw notFound();
  const [{ timezone, defaultCurrency }] = await db
    .select({ timezone: company.timezone, defaultCurrency: company.defaultCurrency })
    .from(company)
    .where(eq(company.id, actor.companyId));
  const currency = row.currency ?? defaultCurrency;
  const period = budgetPeriod(row.budgetMonthly, timezone, deps.clock());
  // The debtor's projects, the company given as a value (docs/scaling.md).
  const projects = db
    .select({ id: project.id })
    .from(project)
    .where(and(eq(project.companyId, actor.companyId), eq(project.debtorId, id)));
  const weeks = await budgetWeeks(
    db,
    actor.companyId,
    inArray(timeLogDay.projectId, projects),
    period,
    currency,
  );
  const amounts = seesAllTime(actor);
  const decimals = decimalsOf(await formattingContext(db), currency);
  return {
    period: period.kind,
    start: period.from ?? weeks[0]?.first ?? null,
    end: period.to,
    currency,
    budget_hours: row.budgetHours,
    budget_amount: amounts ? row.budgetAmount : null,
    thresholds: row.budgetAlertThresholds,
    ...burnDown(weeks, amounts, decimals),
  };
}
