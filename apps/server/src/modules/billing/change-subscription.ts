import { eq } from "drizzle-orm";
import { companySubscription } from "../../db/schema/index.ts";
import { type BillingDeps, checkPlanLimit, planOrInvalid } from "./billing-deps.ts";
import { lockActivePeriod } from "./current-period.ts";

/** The new plan applies from the next period on. */
export async function changeSubscription(deps: BillingDeps, companyId: number, planId: number) {
  const plan = await planOrInvalid(deps.db, "new_subscription_type_id", planId);
  return deps.db.transaction(async (tx) => {
    const period = await lockActivePeriod(tx, companyId);
    checkPlanLimit("new_subscription_type_id", plan, period.nextAmountOfUsers);
    const [subscription] = await tx
      .update(companySubscription)
      .set({ nextSubscriptionTypeId: plan.id === period.subscriptionTypeId ? null : plan.id })
      .where(eq(companySubscription.companyId, companyId))
      .returning();
    return {
      company: subscription.companyId,
      subscription_type: subscription.subscriptionTypeId,
      next_subscription_type: subscription.nextSubscriptionTypeId,
      started_at: subscription.startedAt.toISOString(),
      cancelled_at: subscription.cancelledAt?.toISOString() ?? null,
    };
  });
}
