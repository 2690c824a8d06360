import { BILLING_MESSAGES } from "@tempus/contract";
import { todayIn } from "../../calendar.ts";
import type { Clock } from "../../clock.ts";
import { ValidationError } from "../../core/errors.ts";
import type { Transaction } from "../../db/open-database.ts";
import { proRataCharge } from "./billing-amounts.ts";
import { checkPlanLimit } from "./billing-deps.ts";
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
