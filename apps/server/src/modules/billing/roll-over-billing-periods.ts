import { and, eq, lte } from "drizzle-orm";
import { addDays, periodEnd, todayIn } from "../../calendar.ts";
import type { Clock } from "../../clock.ts";
import { acrossCompanies } from "../../db/across-companies.ts";
import { ofCompany } from "../../db/company-row.ts";
import type { Database } from "../../db/open-database.ts";
import { billingPeriod, company, companySubscription } from "../../db/schema/index.ts";
import { nextPeriodTerms } from "./billing-amounts.ts";

/**
 * Closes every active period whose last day has passed in its company's time
 * zone and opens the next with the next user amount and plan, or closes it as
 * cancelled when it was cancelled. Catches up over several periods after
 * downtime. Safe on many instances at once: each period is taken with
 * FOR UPDATE SKIP LOCKED, and a unique index allows one successor per start date.
 * Returns the number of periods it closed.
 */
export async function rollOverBillingPeriods(db: Database, clock: Clock): Promise<number> {
  const now = clock();
  // Every zone's "today" is at most this day in UTC + 1, so this finds every candidate.
  const latestEnd = addDays(now.toISOString().slice(0, 10), 1);
  const candidates = await acrossCompanies(db, (tx) =>
    tx
      .select({ id: billingPeriod.id, companyId: billingPeriod.companyId })
      .from(billingPeriod)
      .where(and(eq(billingPeriod.status, "active"), lte(billingPeriod.endDate, latestEnd))),
  );
  let closed = 0;
  for (const candidate of candidates) {
    closed += await db.transaction(async (tx) => {
      const [period] = await tx
        .select()
        .from(billingPeriod)
        .where(
          and(
            ofCompany(billingPeriod, candidate.companyId, candidate.id),
            eq(billingPeriod.status, "active"),
          ),
        )
        .for("update", { skipLocked: true });
      if (!period) return 0;
      const [owner] = await tx
        .select({ timezone: company.timezone })
        .from(company)
        .where(eq(company.id, period.companyId));
      const today = todayIn(owner.timezone, now);
      let current = period;
      let count = 0;
      while (current.endDate < today) {
        count++;
        if (current.cancelAtPeriodEnd) {
          await tx
            .update(billingPeriod)
            .set({ status: "cancelled" })
            .where(ofCompany(billingPeriod, current.companyId, current.id));
          break;
        }
        await tx
          .update(billingPeriod)
          .set({ status: "ended" })
          .where(ofCompany(billingPeriod, current.companyId, current.id));
        const terms = await nextPeriodTerms(tx, current);
        const start = addDays(current.endDate, 1);
        const [next] = await tx
          .insert(billingPeriod)
          .values({
            companyId: current.companyId,
            subscriptionTypeId: terms.subscriptionTypeId,
            startDate: start,
            endDate: periodEnd(start),
            amountOfUsers: current.nextAmountOfUsers,
            nextAmountOfUsers: current.nextAmountOfUsers,
            pricePerUser: terms.pricePerUser,
            currency: terms.currency,
            status: "active",
            createdAt: now,
          })
          .returning();
        if (terms.hasSubscription) {
          await tx
            .update(companySubscription)
            .set({ subscriptionTypeId: next.subscriptionTypeId, nextSubscriptionTypeId: null })
            .where(eq(companySubscription.companyId, current.companyId));
        }
        current = next;
      }
      return count;
    });
  }
  return closed;
}
