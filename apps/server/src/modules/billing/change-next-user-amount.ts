import { BILLING_MESSAGES } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { ValidationError } from "../../core/errors.ts";
import { ofCompany } from "../../db/company-row.ts";
import { billingPeriod, companySubscription } from "../../db/schema/index.ts";
import { type BillingDeps, checkPlanLimit, getActivePeriod } from "./billing-deps.ts";
import { countActiveMembers, lockActivePeriod } from "./current-period.ts";
import { findActivePlan } from "./subscription-types.ts";

/** The user amount of the next period: at least the active members, at most the plan's limit. */
export async function changeNextUserAmount(deps: BillingDeps, companyId: number, count: number) {
  await deps.db.transaction(async (tx) => {
    const period = await lockActivePeriod(tx, companyId);
    const members = await countActiveMembers(tx, companyId);
    if (count < members) {
      throw new ValidationError({
        new_user_count: [BILLING_MESSAGES.userCountBelowMembers(members)],
      });
    }
    const [subscription] = await tx
      .select()
      .from(companySubscription)
      .where(eq(companySubscription.companyId, companyId));
    const plan = await findActivePlan(
      tx,
      subscription?.nextSubscriptionTypeId ?? period.subscriptionTypeId,
    );
    if (plan) checkPlanLimit("new_user_count", plan, count);
    await tx
      .update(billingPeriod)
      .set({ nextAmountOfUsers: count })
      .where(ofCompany(billingPeriod, companyId, period.id));
  });
  return getActivePeriod(deps.db, companyId);
}
