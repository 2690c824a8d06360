import type { BillingPeriod } from "@tempus/contract";
import { asc, inArray } from "drizzle-orm";
import { companyRow } from "../../db/company-row.ts";
import type { Database } from "../../db/open-database.ts";
import { billingCharge, billingPeriod } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";
import { formatCents, toCents } from "../../money.ts";

type PeriodRow = typeof billingPeriod.$inferSelect;
type ChargeRow = typeof billingCharge.$inferSelect;

/** Users × price for the whole period, plus the pro-rata charges added during it. */
export function periodTotal(period: PeriodRow, charges: ChargeRow[]): string {
  const base = toCents(period.pricePerUser) * BigInt(period.amountOfUsers);
  return formatCents(charges.reduce((sum, charge) => sum + toCents(charge.amount), base));
}

function toBillingPeriod(period: PeriodRow, charges: ChargeRow[]): BillingPeriod {
  return {
    id: period.id,
    company: period.companyId,
    subscription_type: period.subscriptionTypeId,
    start_date: period.startDate,
    end_date: period.endDate,
    amount_of_users: period.amountOfUsers,
    next_amount_of_users: period.nextAmountOfUsers,
    price_per_user: period.pricePerUser,
    currency: period.currency,
    total_amount: periodTotal(period, charges),
    status: period.status,
    cancel_at_period_end: period.cancelAtPeriodEnd,
    cancelled_at: period.cancelledAt?.toISOString() ?? null,
    created_at: period.createdAt.toISOString(),
    charges: charges.map((charge) => ({
      id: charge.id,
      description: charge.description,
      users: charge.users,
      amount: charge.amount,
      created_at: charge.createdAt.toISOString(),
    })),
  };
}

/** Periods with their charges, read in two queries whatever the number of periods. */
export async function withCharges(db: Database, periods: PeriodRow[]): Promise<BillingPeriod[]> {
  if (periods.length === 0) return [];
  const charges = await db
    .select()
    .from(billingCharge)
    .where(
      inArray(
        billingCharge.billingPeriodId,
        periods.map((period) => period.id),
      ),
    )
    .orderBy(asc(billingCharge.id));
  return periods.map((period) =>
    toBillingPeriod(
      period,
      charges.filter((charge) => charge.billingPeriodId === period.id),
    ),
  );
}

/** A billing period of the company with its charges; another company's or a missing one is 404. */
export async function readBillingPeriod(db: Database, companyId: number, id: number) {
  const period = await companyRow(db, billingPeriod, companyId, id);
  if (!period) throw notFound();
  const [result] = await withCharges(db, [period]);
  return result;
}
