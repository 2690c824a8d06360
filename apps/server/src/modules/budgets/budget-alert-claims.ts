import { budgetAlertSent, debtorBudgetAlertSent } from "../../db/schema/index.ts";
import { deliverAccountMail, storeAccountMail } from "../../mail/account-outbox.ts";
import type { Mail } from "../../mail/mailer.ts";
import type { BudgetAlertJobDeps } from "./deps.ts";

interface Claim {
  companyId: number;
  userId: number;
  measure: "hours" | "amount";
  period: string;
}

/** An alert of a project's budget, or of a debtor's (over all its projects). */
export type AlertClaim = (Claim & { projectId: number }) | (Claim & { debtorId: number });

/**
 * Sends one user the alert of the highest of `thresholds` (those reached and not yet recorded for
 * them): records every one of them as sent and stores the mail in one transaction, unless each
 * was recorded before (by an earlier run, or by another instance at the same moment: its insert
 * waits for the first one's commit and then finds the rows). Delivers the mail after the commit
 * (the account mails' job retries it). Whether this call sent it.
 */
export async function alertOnce(
  deps: BudgetAlertJobDeps,
  claim: AlertClaim,
  thresholds: number[],
  mail: (threshold: number) => Mail,
): Promise<boolean> {
  const now = deps.clock();
  const stored = await deps.db.transaction(async (tx) => {
    const claimed =
      "debtorId" in claim
        ? await tx
            .insert(debtorBudgetAlertSent)
            .values(thresholds.map((threshold) => ({ ...claim, threshold, sentAt: now })))
            .onConflictDoNothing()
            .returning({ threshold: debtorBudgetAlertSent.threshold })
        : await tx
            .insert(budgetAlertSent)
            .values(thresholds.map((threshold) => ({ ...claim, threshold, sentAt: now })))
            .onConflictDoNothing()
            .returning({ threshold: budgetAlertSent.threshold });
    if (claimed.length === 0) return null;
    const highest = Math.max(...claimed.map((row) => row.threshold));
    return storeAccountMail(tx, now, "budget_alert", mail(highest));
  });
  if (!stored) return false;
  await deliverAccountMail(deps, stored);
  return true;
}
