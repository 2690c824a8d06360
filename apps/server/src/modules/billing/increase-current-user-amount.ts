import { BILLING_MESSAGES } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { daysInclusive, todayIn } from "../../calendar.ts";
import { billingCharge, billingPeriod } from "../../db/schema/index.ts";
import { ValidationError } from "../../http/errors.ts";
import { divideHalfUp, formatCents, toCents } from "../../money.ts";
import { type BillingDeps, checkPlanLimit, getActivePeriod } from "./billing-deps.ts";
import { lockActivePeriod, lockCompany } from "./current-period.ts";
import { findActivePlan } from "./subscription-types.ts";

/**
 * More users now: they count at once, and the rest of the period is charged
 * pro rata (days left, today included, over the period's days; half-up to the cent).
 */
export async function increaseCurrentUserAmount(
  deps: BillingDeps,
  companyId: number,
  count: number,
) {
  await deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const period = await lockActivePeriod(tx, companyId);
    if (count <= period.amountOfUsers) {
      throw new ValidationError({ new_user_count: [BILLING_MESSAGES.userCountGreater] });
    }
    const plan = await findActivePlan(tx, period.subscriptionTypeId);
    if (plan) checkPlanLimit("new_user_count", plan, count);
    const today = todayIn(company.timezone, deps.clock());
    const added = count - period.amountOfUsers;
    const daysLeft = daysInclusive(today, period.endDate);
    const periodDays = daysInclusive(period.startDate, period.endDate);
    const amount = divideHalfUp(
      toCents(period.pricePerUser) * BigInt(added) * BigInt(daysLeft),
      BigInt(periodDays),
    );
    await tx.insert(billingCharge).values({
      companyId,
      billingPeriodId: period.id,
      description: `${added} user${added === 1 ? "" : "s"} added from ${today} (${daysLeft} of ${periodDays} days)`,
      users: added,
      amount: formatCents(amount),
      createdAt: deps.clock(),
    });
    await tx
      .update(billingPeriod)
      .set({ amountOfUsers: count, nextAmountOfUsers: Math.max(count, period.nextAmountOfUsers) })
      .where(eq(billingPeriod.id, period.id));
  });
  return getActivePeriod(deps.db, companyId);
}
