import { alertOnce } from "./budget-alert-claims.ts";
import { budgetAlertMail } from "./budget-alert-mails.ts";
import {
  activeUsers,
  alertsSent,
  type BudgetedProject,
  budgetedProjects,
  projectMembers,
  sentKey,
  usageBetween,
} from "./budget-alert-reads.ts";
import {
  amountUse,
  type BudgetPeriod,
  budgetPeriod,
  hoursUse,
  reachedThresholds,
  type Use,
  usedPercent,
} from "./budget-rules.ts";
import type { BudgetAlertJobDeps } from "./deps.ts";

/** A budget of a project that has reached thresholds in its period. */
interface Reached {
  project: BudgetedProject;
  measure: "hours" | "amount";
  period: BudgetPeriod;
  use: Use;
  used: number | string;
  budget: string;
  thresholds: number[];
}

/**
 * The budget alerts' job (decision 030): every project that is not archived and whose hours or
 * amount reached thresholds of its budget in the budget's period (the calendar month in the
 * company's zone for a monthly budget, else the project's life) mails each owner and admin, and
 * for the hour budget each of the project's members when the project says so, once per
 * threshold and period: the alert is recorded as sent in the transaction that stores its mail.
 * Returns the mails sent.
 */
export async function sendBudgetAlerts(deps: BudgetAlertJobDeps): Promise<{ alerts: number }> {
  const now = deps.clock();
  const byCompany = new Map<number, BudgetedProject[]>();
  for (const entry of await budgetedProjects(deps.db)) {
    byCompany.set(entry.companyId, [...(byCompany.get(entry.companyId) ?? []), entry]);
  }
  let alerts = 0;
  for (const [companyId, projects] of byCompany) {
    try {
      alerts += await alertCompany(deps, companyId, projects, now);
    } catch (error) {
      // One company's failure leaves the others' alerts; the next run tries it again.
      deps.log.error({ err: error, company: companyId }, "budget alerts failed");
    }
  }
  return { alerts };
}

async function alertCompany(
  deps: BudgetAlertJobDeps,
  companyId: number,
  projects: BudgetedProject[],
  now: Date,
): Promise<number> {
  const { db } = deps;
  const month = budgetPeriod(true, projects[0].timezone, now);
  const monthUsage = await usageBetween(
    db,
    companyId,
    projects.filter((entry) => entry.monthly).map((entry) => entry.id),
    month.from ?? month.to,
    month.to,
  );
  const reached: Reached[] = [];
  for (const entry of projects) {
    const period = entry.monthly ? month : budgetPeriod(false, entry.timezone, now);
    const usage = entry.monthly
      ? (monthUsage.get(entry.id) ?? { trackedSeconds: 0, amount: "0" })
      : entry;
    const budgets = [
      {
        measure: "hours" as const,
        use: hoursUse(usage.trackedSeconds, entry.budgetHours),
        used: usage.trackedSeconds,
        budget: entry.budgetHours,
      },
      {
        measure: "amount" as const,
        use: amountUse(usage.amount, entry.budgetAmount),
        used: usage.amount,
        budget: entry.budgetAmount,
      },
    ];
    for (const { measure, use, used, budget } of budgets) {
      if (!use || !budget) continue;
      const thresholds = reachedThresholds(use, entry.thresholds);
      if (thresholds.length > 0) {
        reached.push({ project: entry, measure, period, use, used, budget, thresholds });
      }
    }
  }
  if (reached.length === 0) return 0;

  const projectIds = [...new Set(reached.map((entry) => entry.project.id))];
  const [sent, people, members] = await Promise.all([
    alertsSent(db, companyId, projectIds, ["total", month.key]),
    activeUsers(db, companyId),
    projectMembers(
      db,
      companyId,
      projects.filter((entry) => entry.members).map((entry) => entry.id),
    ),
  ]);
  let mailed = 0;
  for (const entry of reached) {
    const { project, measure, period } = entry;
    // Members see the hour budget's use on the project's page, never its amounts.
    const withMembers = measure === "hours" && project.members;
    const recipients = people.filter(
      (person) =>
        person.role !== "member" || (withMembers && members.get(project.id)?.has(person.id)),
    );
    for (const person of recipients) {
      const claim = {
        companyId,
        projectId: project.id,
        userId: person.id,
        measure,
        period: period.key,
      };
      const open = entry.thresholds.filter(
        (threshold) => !sent.has(sentKey({ ...claim, threshold })),
      );
      if (open.length === 0) continue;
      const mail = (threshold: number) =>
        budgetAlertMail(
          person,
          {
            projectId: project.id,
            project: project.name,
            currency: project.currency,
            measure,
            threshold,
            month: period.kind === "month" ? period.key : null,
            used: entry.used,
            budget: entry.budget,
            percent: usedPercent(entry.use),
          },
          deps.config.publicUrl,
        );
      if (await alertOnce(deps, claim, open, mail)) mailed++;
    }
  }
  return mailed;
}
