import { eq } from "drizzle-orm";
import { daysInclusive } from "../../calendar.ts";
import type { Queryable } from "../../db/open-database.ts";
import type { billingCharge, billingPeriod } from "../../db/schema/index.ts";
import { companySubscription } from "../../db/schema/index.ts";
import { divideHalfUp, toCents } from "../../money.ts";
import { findActivePlan } from "./subscription-types.ts";

type PeriodRow = typeof billingPeriod.$inferSelect;
type ChargeRow = typeof billingCharge.$inferSelect;

/**
 * A period's total in cents: the users it started with for the whole period,
 * plus the pro-rata charges of the users added during it. `amount_of_users`
 * already counts the added users, so they are taken out of the base: each
 * added user is paid once, by its charge.
 */
export function periodTotalCents(
  period: Pick<PeriodRow, "amountOfUsers" | "pricePerUser">,
  charges: Pick<ChargeRow, "users" | "amount">[],
): bigint {
  const added = charges.reduce((sum, charge) => sum + charge.users, 0);
  const base = toCents(period.pricePerUser) * BigInt(period.amountOfUsers - added);
  return charges.reduce((sum, charge) => sum + toCents(charge.amount), base);
}

/**
 * What `added` more users cost from `today` to the period's end: the price per
 * user × the days left (today included) over the period's days, half-up to the cent.
 */
export function proRataCharge(
  period: Pick<PeriodRow, "pricePerUser" | "startDate" | "endDate">,
  added: number,
  today: string,
) {
  const daysLeft = daysInclusive(today, period.endDate);
  const periodDays = daysInclusive(period.startDate, period.endDate);
  const cents = divideHalfUp(
    toCents(period.pricePerUser) * BigInt(added) * BigInt(daysLeft),
    BigInt(periodDays),
  );
  return { cents, daysLeft, periodDays };
}

/**
 * The plan and price the period after `period` will have: the subscription's
 * next plan (else the period's own) at its price today, or the period's own
 * terms when that plan is no longer offered.
 */
export async function nextPeriodTerms(
  db: Queryable,
  period: Pick<PeriodRow, "companyId" | "subscriptionTypeId" | "pricePerUser" | "currency">,
) {
  const [subscription] = await db
    .select({ nextSubscriptionTypeId: companySubscription.nextSubscriptionTypeId })
    .from(companySubscription)
    .where(eq(companySubscription.companyId, period.companyId));
  const plan = await findActivePlan(
    db,
    subscription?.nextSubscriptionTypeId ?? period.subscriptionTypeId,
  );
  return {
    hasSubscription: subscription !== undefined,
    subscriptionTypeId: plan?.id ?? period.subscriptionTypeId,
    pricePerUser: plan?.pricePerUser ?? period.pricePerUser,
    currency: plan?.currency ?? period.currency,
  };
}

/** The next period's total in cents: its users for the whole period at the next plan's price. */
export const nextTotalCents = (users: number, terms: { pricePerUser: string }) =>
  toCents(terms.pricePerUser) * BigInt(users);
