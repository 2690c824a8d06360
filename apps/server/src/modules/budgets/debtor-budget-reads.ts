import { and, eq, gt, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { acrossCompanies } from "../../db/across-companies.ts";
import { sameCompanyRow } from "../../db/company-row.ts";
import type { Database, Queryable } from "../../db/open-database.ts";
import {
  company,
  debtor,
  debtorBudgetAlertSent,
  project,
  timeLogDay,
} from "../../db/schema/index.ts";

// Debtor budgets (decision 030): the budgets over all a debtor's projects, read from the daily
// totals of those projects.

/** A debtor with a budget, as the alerts' job reads it. */
export interface BudgetedDebtor {
  companyId: number;
  timezone: string;
  id: number;
  name: string;
  /** What its amount budget counts: the debtor's currency, else the company's. */
  currency: string;
  budgetHours: string | null;
  budgetAmount: string | null;
  monthly: boolean;
  thresholds: number[];
  members: boolean;
}

/** Every company's debtors that are not archived and have a budget. */
export function budgetedDebtors(db: Database): Promise<BudgetedDebtor[]> {
  return acrossCompanies(db, (tx) =>
    tx
      .select({
        companyId: debtor.companyId,
        timezone: company.timezone,
        id: debtor.id,
        name: debtor.name,
        currency: sql<string>`coalesce(${debtor.currency}, ${company.defaultCurrency})`,
        budgetHours: debtor.budgetHours,
        budgetAmount: debtor.budgetAmount,
        monthly: debtor.budgetMonthly,
        thresholds: debtor.budgetAlertThresholds,
        members: debtor.budgetAlertMembers,
      })
      .from(debtor)
      .innerJoin(company, eq(company.id, debtor.companyId))
      .where(
        and(
          eq(debtor.isArchived, false),
          or(isNotNull(debtor.budgetHours), isNotNull(debtor.budgetAmount)),
        ),
      )
      .orderBy(debtor.companyId, debtor.id),
  );
}

/** A debtor's ended time and its amount in one currency. */
export interface DebtorUsage {
  trackedSeconds: number;
  amount: string;
}

/**
 * Each debtor's ended time on all its projects from `from` (null: from the first day) to `to`,
 * inclusive, and the amount in the debtor's currency (`currencies`: the debtor's), from the
 * daily totals. Time in another currency counts for the hours only.
 */
export async function debtorUsage(
  db: Queryable,
  companyId: number,
  currencies: Map<number, string>,
  from: string | null,
  to: string,
): Promise<Map<number, DebtorUsage>> {
  const usage = new Map<number, DebtorUsage>();
  if (currencies.size === 0) return usage;
  const rows = await db
    .select({
      debtorId: project.debtorId,
      currency: timeLogDay.currency,
      trackedSeconds: sql<number>`sum(${timeLogDay.trackedSeconds})::float8`,
      amount: sql<string>`coalesce(sum(${timeLogDay.amount}), 0)::text`,
    })
    .from(timeLogDay)
    .innerJoin(project, sameCompanyRow(project, timeLogDay, timeLogDay.projectId))
    .where(
      and(
        eq(timeLogDay.companyId, companyId),
        inArray(project.debtorId, [...currencies.keys()]),
        ...(from ? [gte(timeLogDay.day, from)] : []),
        lte(timeLogDay.day, to),
      ),
    )
    .groupBy(project.debtorId, timeLogDay.currency);
  for (const row of rows) {
    if (row.debtorId === null) continue;
    const known = usage.get(row.debtorId) ?? { trackedSeconds: 0, amount: "0" };
    usage.set(row.debtorId, {
      trackedSeconds: known.trackedSeconds + row.trackedSeconds,
      amount: row.currency === currencies.get(row.debtorId) ? row.amount : known.amount,
    });
  }
  return usage;
}

/** The alerts already sent for the debtors in the periods, as `debtor/measure/period/threshold/user`. */
export async function debtorAlertsSent(
  db: Queryable,
  companyId: number,
  debtorIds: number[],
  periods: string[],
): Promise<Set<string>> {
  if (debtorIds.length === 0) return new Set();
  const rows = await db
    .select()
    .from(debtorBudgetAlertSent)
    .where(
      and(
        eq(debtorBudgetAlertSent.companyId, companyId),
        inArray(debtorBudgetAlertSent.debtorId, debtorIds),
        inArray(debtorBudgetAlertSent.period, periods),
      ),
    );
  return new Set(rows.map((row) => debtorSentKey(row)));
}

export const debtorSentKey = (row: {
  debtorId: number;
  measure: string;
  period: string;
  threshold: number;
  userId: number;
}) => `${row.debtorId}/${row.measure}/${row.period}/${row.threshold}/${row.userId}`;

/** The users who tracked time on any project of each of the debtors, from the daily totals. */
export async function debtorMembers(
  db: Queryable,
  companyId: number,
  debtorIds: number[],
): Promise<Map<number, Set<number>>> {
  const members = new Map<number, Set<number>>();
  if (debtorIds.length === 0) return members;
  const rows = await db
    .selectDistinct({ debtorId: project.debtorId, userId: timeLogDay.userId })
    .from(timeLogDay)
    .innerJoin(project, sameCompanyRow(project, timeLogDay, timeLogDay.projectId))
    .where(
      and(
        eq(timeLogDay.companyId, companyId),
        inArray(project.debtorId, debtorIds),
        gt(timeLogDay.logs, 0),
      ),
    );
  for (const { debtorId, userId } of rows) {
    if (debtorId === null) continue;
    members.set(debtorId, (members.get(debtorId) ?? new Set()).add(userId));
  }
  return members;
}
