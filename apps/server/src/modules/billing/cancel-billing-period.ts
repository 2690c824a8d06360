import { BILLING_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { ValidationError } from "../../core/errors.ts";
import { ofCompany } from "../../db/company-row.ts";
import { billingPeriod, companySubscription } from "../../db/schema/index.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { readBillingPeriod } from "./billing-period-presenter.ts";

/** The period stays usable until its end date, then closes as cancelled with no successor. */
export async function cancelBillingPeriod(deps: BillingDeps, companyId: number, periodId: number) {
  await readBillingPeriod(deps.db, companyId, periodId);
  await deps.db.transaction(async (tx) => {
    const [period] = await tx
      .select()
      .from(billingPeriod)
      .where(ofCompany(billingPeriod, companyId, periodId))
      .for("update");
    if (period.status !== "active" || period.cancelAtPeriodEnd) {
      throw new ValidationError({ [NON_FIELD_ERRORS]: [BILLING_MESSAGES.alreadyCancelled] });
    }
    const now = deps.clock();
    await tx
      .update(billingPeriod)
      .set({ cancelAtPeriodEnd: true, cancelledAt: now })
      .where(ofCompany(billingPeriod, companyId, periodId));
    await tx
      .update(companySubscription)
      .set({ cancelledAt: now })
      .where(eq(companySubscription.companyId, companyId));
  });
  return readBillingPeriod(deps.db, companyId, periodId);
}
