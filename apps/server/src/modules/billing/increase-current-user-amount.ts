import { BILLING_MESSAGES } from "@tempus/contract";
import { todayIn } from "../../calendar.ts";
import type { Clock } from "../../clock.ts";
import { ValidationError } from "../../core/errors.ts";
import { ofCompany } from "../../db/company-row.ts";
import type { Transaction } from "../../db/open-database.ts";
import { billingCharge, billingPeriod } from "../../db/schema/index.ts";
import { formatCents } from "../../money.ts";
import { proRataCharge } from "./billing-amounts.ts";
import { type BillingDeps, checkPlanLimit, getActivePeriod } from "./billing-deps.ts";
import { lockActivePeriod, lockCompany } from "./current-period.ts";
import { findActivePlan } from "./subscription-types.ts";

/**
 * An increase of the active period to `count` users, checked and priced: the
 * added users for the rest of the period (see proRataCharge), on "today" in
 * the company's time zone. The period stays locked for the rest of `tx`.
 */
export async function priceIncrease(
  tx: Transaction,
  clock: Clock,
  companyId: number,
  count: number,
) {
  const company = await lockCompany(tx, companyId);
  const period = await lockActivePeriod(tx, companyId);
  if (count <= period.amountOfUsers) {
    throw new ValidationError({ new_user_count: [BILLING_MESSAGES.userCountGreater] });
  }
  const plan = await findActivePlan(tx, period.subscriptionTypeId);
  if (plan) checkPlanLimit("new_user_count", plan, count);
  const today = todayIn(company.timezone, clock());
  const added = count - period.amountOfUsers;
  return { period, today, added, ...proRataCharge(period, added, today) };
}

/** The users of the next period after an increase to `count`: never fewer than now. */
export const nextUsersAfterIncrease = (period: { nextAmountOfUsers: number }, count: number) =>
  Math.max(count, period.nextAmountOfUsers);

/** More users now: they count at once, and the rest of the period is charged pro rata. */
export async function increaseCurrentUserAmount(
  deps: BillingDeps,
  companyId: number,
  count: number,
) {
  await deps.db.transaction(async (tx) => {
    const { period, today, added, cents, daysLeft, periodDays } = await priceIncrease(
      tx,
      deps.clock,
      companyId,
      count,
    );
    await tx.insert(billingCharge).values({
      companyId,
      billingPeriodId: period.id,
      description: `${added} user${added === 1 ? "" : "s"} added from ${today} (${daysLeft} of ${periodDays} days)`,
      users: added,
      amount: formatCents(cents),
      createdAt: deps.clock(),
    });
    await tx
      .update(billingPeriod)
      .set({ amountOfUsers: count, nextAmountOfUsers: nextUsersAfterIncrease(period, count) })
      .where(ofCompany(billingPeriod, companyId, period.id));
  });
  return getActivePeriod(deps.db, companyId);
}
