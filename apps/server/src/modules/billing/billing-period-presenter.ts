import type { BillingPeriod } from "@tempus/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import type { Database } from "../../db/open-database.ts";
import { billingCharge, billingPeriod } from "../../db/schema/index.ts";
import { formatCents } from "../../money.ts";
import { nextPeriodTerms, nextTotalCents, periodTotalCents } from "./billing-amounts.ts";

type PeriodRow = typeof billingPeriod.$inferSelect;
type ChargeRow = typeof billingCharge.$inferSelect;
type NextTerms = Awaited<ReturnType<typeof nextPeriodTerms>>;

/** Whether a period will be followed by another: it runs and is not cancelled. */
export const hasSuccessor = (period: Pick<PeriodRow, "status" | "cancelAtPeriodEnd">) =>
  period.status === "active" && !period.cancelAtPeriodEnd;

function toBillingPeriod(
  period: PeriodRow,
  charges: ChargeRow[],
  next: NextTerms | undefined,
): BillingPeriod {
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
    total_amount: formatCents(periodTotalCents(period, charges)),
    next_subscription_type: next ? next.subscriptionTypeId : null,
    next_total_amount: next ? formatCents(nextTotalCents(period.nextAmountOfUsers, next)) : null,
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

/**
 * Periods with their charges, read in two queries whatever the number of
 * periods, and the terms of the period after the running one (a company has one).
 */
export async function withCharges(
  db: Database,
  companyId: number,
  periods: PeriodRow[],
): Promise<BillingPeriod[]> {
  if (periods.length === 0) return [];
  const charges = await db
    .select()
    .from(billingCharge)
    .where(
      and(
        eq(billingCharge.companyId, companyId),
        inArray(
          billingCharge.billingPeriodId,
          periods.map((period) => period.id),
        ),
      ),
    )
    .orderBy(asc(billingCharge.id));
  const running = periods.find(hasSuccessor);
  const next = running ? await nextPeriodTerms(db, running) : undefined;
  return periods.map((period) =>
    toBillingPeriod(
      period,
      charges.filter((charge) => charge.billingPeriodId === period.id),
      period === running ? next : undefined,
    ),
  );
}

/** A billing period of the company with its charges; another company's or a missing one is 404. */
export async function readBillingPeriod(db: Database, companyId: number, id: number) {
  const period = await companyRow(db, billingPeriod, companyId, id);
  if (!period) throw notFound();
  const [result] = await withCharges(db, companyId, [period]);
  return result;
}
