import { alertOnce } from "./budget-alert-claims.ts";
import { type BudgetAlertFacts, budgetAlertMail } from "./budget-alert-mails.ts";
import type { Person } from "./budget-alert-reads.ts";
import { type BudgetPeriod, type BudgetReached, usedPercent } from "./budget-rules.ts";
import type { BudgetAlertJobDeps } from "./deps.ts";

/** A budget of a project or a debtor that reached thresholds, and whom it may mail. */
export interface Alert extends BudgetReached {
  subject: BudgetAlertFacts["subject"];
  currency: string;
  period: BudgetPeriod;
  /** Whether the subject's members (who tracked time on it) get its hour budget's alerts. */
  members: boolean;
}

/**
 * Mails each alert to the owners and admins, and an hour budget's to the subject's members when
 * it says so, unless `sent` says the threshold went to them in the period: one mail per person
 * and budget, naming the highest threshold newly claimed. Returns the mails sent.
 */
export async function mailAlerts(
  deps: BudgetAlertJobDeps,
  companyId: number,
  alerts: Alert[],
  people: Person[],
  members: Map<number, Set<number>>,
  sent: (alert: Alert, userId: number, threshold: number) => boolean,
): Promise<number> {
  let mailed = 0;
  for (const alert of alerts) {
    const { subject, measure, period } = alert;
    // Members see the hour budget's use, never its amounts.
    const withMembers = measure === "hours" && alert.members;
    const recipients = people.filter(
      (person) =>
        person.role !== "member" || (withMembers && members.get(subject.id)?.has(person.id)),
    );
    for (const person of recipients) {
      const open = alert.thresholds.filter((threshold) => !sent(alert, person.id, threshold));
      if (open.length === 0) continue;
      const claim = { companyId, userId: person.id, measure, period: period.key };
      const mail = (threshold: number) =>
        budgetAlertMail(
          person,
          {
            subject,
            currency: alert.currency,
            measure,
            threshold,
            month: period.kind === "month" ? period.key : null,
            used: alert.used,
            budget: alert.budget,
            percent: usedPercent(alert.use),
          },
          deps.config.publicUrl,
        );
      const keyed =
        subject.kind === "debtor"
          ? { ...claim, debtorId: subject.id }
          : { ...claim, projectId: subject.id };
      if (await alertOnce(deps, keyed, open, mail)) mailed++;
    }
  }
  return mailed;
}
