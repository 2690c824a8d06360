import { BILLING_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import { periodEnd, todayIn } from "../../calendar.ts";
import { ValidationError } from "../../core/errors.ts";
import { billingPeriod, companySubscription } from "../../db/schema/index.ts";
import { type BillingDeps, checkPlanLimit, planOrInvalid } from "./billing-deps.ts";
import { readBillingPeriod } from "./billing-period-presenter.ts";
import { countActiveMembers, lockCompany } from "./current-period.ts";

/**
 * The first period (or the first after a cancelled one ended): one month from
 * today in the company's time zone, for at least the members there are.
 */
export async function initializeSubscription(
  deps: BillingDeps,
  companyId: number,
  body: { subscription_type: number; amount_of_users?: number },
) {
  const plan = await planOrInvalid(deps.db, "subscription_type", body.subscription_type);
  const periodId = await deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const active = await tx.$count(
      billingPeriod,
      and(eq(billingPeriod.companyId, companyId), eq(billingPeriod.status, "active")),
    );
    if (active > 0) {
      throw new ValidationError({ [NON_FIELD_ERRORS]: [BILLING_MESSAGES.alreadySubscribed] });
    }
    const members = await countActiveMembers(tx, companyId);
    const users = body.amount_of_users ?? Math.max(1, members);
    if (users < members) {
      throw new ValidationError({
        amount_of_users: [BILLING_MESSAGES.userCountBelowMembers(members)],
      });
    }
    checkPlanLimit("amount_of_users", plan, users);
    const now = deps.clock();
    const subscription = {
      subscriptionTypeId: plan.id,
      nextSubscriptionTypeId: null,
      startedAt: now,
      cancelledAt: null,
    };
    // The conflict leaves the company as it is (a distributed database refuses to set it).
    await tx
      .insert(companySubscription)
      .values({ companyId, ...subscription })
      .onConflictDoUpdate({ target: companySubscription.companyId, set: subscription });
    const start = todayIn(company.timezone, now);
    const [period] = await tx
      .insert(billingPeriod)
      .values({
        companyId,
        subscriptionTypeId: plan.id,
        startDate: start,
        endDate: periodEnd(start),
        amountOfUsers: users,
        nextAmountOfUsers: users,
        pricePerUser: plan.pricePerUser,
        currency: plan.currency,
        status: "active",
        createdAt: now,
      })
      .returning({ id: billingPeriod.id });
    return period.id;
  });
  return readBillingPeriod(deps.db, companyId, periodId);
}
