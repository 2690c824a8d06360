import type { BillingQuote } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/open-database.ts";
import { billingCharge, type billingPeriod } from "../../db/schema/index.ts";
import { formatCents } from "../../money.ts";
import { nextPeriodTerms, nextTotalCents, periodTotalCents } from "./billing-amounts.ts";
import { type BillingDeps, checkPlanLimit, planOrInvalid } from "./billing-deps.ts";
import { hasSuccessor } from "./billing-period-presenter.ts";
import { lockActivePeriod } from "./current-period.ts";
import { nextUsersAfterIncrease, priceIncrease } from "./user-increase.ts";

type PeriodRow = typeof billingPeriod.$inferSelect;

const chargesOf = (tx: Transaction, period: PeriodRow) =>
  tx
    .select()
    .from(billingCharge)
    .where(
      and(
        eq(billingCharge.companyId, period.companyId),
        eq(billingCharge.billingPeriodId, period.id),
      ),
    );

/**
 * What "increase now" to `count` users would charge and the totals after it,
 * with the checks and the arithmetic of the increase itself; nothing is changed.
 */
export function quoteIncrease(
  deps: BillingDeps,
  companyId: number,
  count: number,
): Promise<BillingQuote> {
  return deps.db.transaction(async (tx) => {
    const { period, added, cents } = await priceIncrease(tx, deps.clock, companyId, count);
    const charges = [
      ...(await chargesOf(tx, period)),
      { users: added, amount: formatCents(cents) },
    ];
    const after = { ...period, amountOfUsers: count };
    const next = hasSuccessor(period)
      ? nextTotalCents(nextUsersAfterIncrease(period, count), await nextPeriodTerms(tx, period))
      : null;
    return {
      charged_now: formatCents(cents),
      total_amount: formatCents(periodTotalCents(after, charges)),
      next_total_amount: next === null ? null : formatCents(next),
      currency: period.currency,
    };
  });
}

/**
 * What switching to plan `planId` would cost: nothing now (the plan applies
 * from the next period), and the next period's users at the plan's price.
 */
export async function quoteSubscriptionChange(
  deps: BillingDeps,
  companyId: number,
  planId: number,
): Promise<BillingQuote> {
  const plan = await planOrInvalid(deps.db, "new_subscription_type_id", planId);
  return deps.db.transaction(async (tx) => {
    const period = await lockActivePeriod(tx, companyId);
    checkPlanLimit("new_subscription_type_id", plan, period.nextAmountOfUsers);
    const next = hasSuccessor(period) ? nextTotalCents(period.nextAmountOfUsers, plan) : null;
    return {
      charged_now: formatCents(0n),
      total_amount: formatCents(periodTotalCents(period, await chargesOf(tx, period))),
      next_total_amount: next === null ? null : formatCents(next),
      currency: period.currency,
    };
  });
}
