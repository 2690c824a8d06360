import { ofCompany } from "../../db/company-row.ts";
import { billingCharge, billingPeriod } from "../../db/schema/index.ts";
import { formatCents } from "../../money.ts";
import { type BillingDeps, getActivePeriod } from "./billing-deps.ts";
import { nextUsersAfterIncrease, priceIncrease } from "./user-increase.ts";

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
