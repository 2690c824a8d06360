import {
  activeUsers,
  alertsSent,
  type BudgetedProject,
  budgetedProjects,
  projectMembers,
  sentKey,
  usageBetween,
} from "./budget-alert-reads.ts";
import { type Alert, mailAlerts } from "./budget-alert-sending.ts";
import { budgetPeriod, budgetsReached } from "./budget-rules.ts";
import {
  type BudgetedDebtor,
  budgetedDebtors,
  debtorAlertsSent,
  debtorMembers,
  debtorSentKey,
  debtorUsage,
} from "./debtor-budget-reads.ts";
import type { BudgetAlertJobDeps } from "./deps.ts";

/**
 * The budget alerts' job (decision 030): every project that is not archived and whose hours or
 * amount reached thresholds of its budget in the budget's period (the calendar month in the
 * company's zone for a monthly budget, else the project's life) mails each owner and admin, and
 * for the hour budget each of the project's members when the project says so, once per
 * threshold and period: the alert is recorded as sent in the transaction that stores its mail.
 * Debtors that are not archived do the same with the budgets over all their projects. Returns
 * the mails sent.
 */
export async function sendBudgetAlerts(deps: BudgetAlertJobDeps): Promise<{ alerts: number }> {
  const now = deps.clock();
  const [projects, debtors] = await Promise.all([
    budgetedProjects(deps.db),
    budgetedDebtors(deps.db),
  ]);
  const byCompany = new Map<number, { projects: BudgetedProject[]; debtors: BudgetedDebtor[] }>();
  const of = (companyId: number) => {
    const entry = byCompany.get(companyId) ?? { projects: [], debtors: [] };
    byCompany.set(companyId, entry);
    return entry;
  };
  for (const entry of projects) of(entry.companyId).projects.push(entry);
  for (const entry of debtors) of(entry.companyId).debtors.push(entry);
  let alerts = 0;
  for (const [companyId, budgeted] of byCompany) {
    try {
      alerts += await alertProjects(deps, companyId, budgeted.projects, now);
      alerts += await alertDebtors(deps, companyId, budgeted.debtors, now);
    } catch (error) {
      // One company's failure leaves the others' alerts; the next run tries it again.
      deps.log.error({ err: error, company: companyId }, "budget alerts failed");
    }
  }
  return { alerts };
}

async function alertProjects(
  deps: BudgetAlertJobDeps,
  companyId: number,
  projects: BudgetedProject[],
  now: Date,
): Promise<number> {
  if (projects.length === 0) return 0;
  const { db } = deps;
  const month = budgetPeriod(true, projects[0].timezone, now);
  const monthUsage = await usageBetween(
    db,
    companyId,
    projects.filter((entry) => entry.monthly).map((entry) => entry.id),
    month.from ?? month.to,
    month.to,
  );
  const reached: Alert[] = projects.flatMap((entry) => {
    const period = entry.monthly ? month : budgetPeriod(false, entry.timezone, now);
    const usage = entry.monthly
      ? (monthUsage.get(entry.id) ?? { trackedSeconds: 0, amount: "0" })
      : entry;
    return budgetsReached(usage, entry).map((budget) => ({
      ...budget,
      subject: { kind: "project" as const, id: entry.id, name: entry.name },
      currency: entry.currency,
      period,
      members: entry.members,
    }));
  });
  if (reached.length === 0) return 0;

  const projectIds = [...new Set(reached.map((entry) => entry.subject.id))];
  const [sent, people, members] = await Promise.all([
    alertsSent(db, companyId, projectIds, ["total", month.key]),
    activeUsers(db, companyId),
    projectMembers(
      db,
      companyId,
      projects.filter((entry) => entry.members).map((entry) => entry.id),
    ),
  ]);
  return mailAlerts(deps, companyId, reached, people, members, (alert, userId, threshold) =>
    sent.has(
      sentKey({
        projectId: alert.subject.id,
        measure: alert.measure,
        period: alert.period.key,
        threshold,
        userId,
      }),
    ),
  );
}

/** The debtors' budgets, measured over all each debtor's projects, as the projects' are. */
async function alertDebtors(
  deps: BudgetAlertJobDeps,
  companyId: number,
  debtors: BudgetedDebtor[],
  now: Date,
): Promise<number> {
  if (debtors.length === 0) return 0;
  const { db } = deps;
  const month = budgetPeriod(true, debtors[0].timezone, now);
  const currencies = (monthly: boolean) =>
    new Map(
      debtors
        .filter((entry) => entry.monthly === monthly)
        .map((entry) => [entry.id, entry.currency]),
    );
  const [monthUsage, lifeUsage] = await Promise.all([
    debtorUsage(db, companyId, currencies(true), month.from, month.to),
    debtorUsage(db, companyId, currencies(false), null, month.to),
  ]);
  const reached: Alert[] = debtors.flatMap((entry) => {
    const period = entry.monthly ? month : budgetPeriod(false, entry.timezone, now);
    const usage = (entry.monthly ? monthUsage : lifeUsage).get(entry.id) ?? {
      trackedSeconds: 0,
      amount: "0",
    };
    return budgetsReached(usage, entry).map((budget) => ({
      ...budget,
      subject: { kind: "debtor" as const, id: entry.id, name: entry.name },
      currency: entry.currency,
      period,
      members: entry.members,
    }));
  });
  if (reached.length === 0) return 0;

  const debtorIds = [...new Set(reached.map((entry) => entry.subject.id))];
  const [sent, people, members] = await Promise.all([
    debtorAlertsSent(db, companyId, debtorIds, ["total", month.key]),
    activeUsers(db, companyId),
    debtorMembers(
      db,
      companyId,
      debtors.filter((entry) => entry.members).map((entry) => entry.id),
    ),
  ]);
  return mailAlerts(deps, companyId, reached, people, members, (alert, userId, threshold) =>
    sent.has(
      debtorSentKey({
        debtorId: alert.subject.id,
        measure: alert.measure,
        period: alert.period.key,
        threshold,
        userId,
      }),
    ),
  );
}
