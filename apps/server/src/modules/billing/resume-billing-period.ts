import { BILLING_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { todayIn } from "../../calendar.ts";
import { ValidationError } from "../../core/errors.ts";
import { ofCompany } from "../../db/company-row.ts";
import { billingPeriod, companySubscription } from "../../db/schema/index.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { readBillingPeriod } from "./billing-period-presenter.ts";
import { lockCompany } from "./current-period.ts";

/**
 * Takes a cancellation back while the period runs: the period is followed by
 * the next one again. Once its last day has passed (in the company's time
 * zone, whether or not the roll-over has closed it yet) it is too late.
 */
export async function resumeBillingPeriod(deps: BillingDeps, companyId: number, periodId: number) {
  await readBillingPeriod(deps.db, companyId, periodId);
  await deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const [period] = await tx
      .select()
      .from(billingPeriod)
      .where(ofCompany(billingPeriod, companyId, periodId))
      .for("update");
    const today = todayIn(company.timezone, deps.clock());
    if (period.status !== "active" || period.endDate < today) {
      throw new ValidationError({ [NON_FIELD_ERRORS]: [BILLING_MESSAGES.periodEnded] });
    }
    if (!period.cancelAtPeriodEnd) {
      throw new ValidationError({ [NON_FIELD_ERRORS]: [BILLING_MESSAGES.notCancelled] });
    }
    await tx
      .update(billingPeriod)
      .set({ cancelAtPeriodEnd: false, cancelledAt: null })
      .where(ofCompany(billingPeriod, companyId, periodId));
    await tx
      .update(companySubscription)
      .set({ cancelledAt: null })
      .where(eq(companySubscription.companyId, companyId));
  });
  return readBillingPeriod(deps.db, companyId, periodId);
}
