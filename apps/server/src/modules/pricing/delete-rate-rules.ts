import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/open-database.ts";
import { hourlyRateRule, timeLog } from "../../db/schema/index.ts";
import { lockPricing } from "./pricing-lock.ts";

/**
 * Deletes a company's rules that match `which`; the logs they priced forget them first (what
 * ON DELETE SET NULL did before the keys carried the company: a distributed database cannot
 * set part of such a key to null).
 *
 * Takes the company's pricing lock first, so deleting a project, activity or debtor (whose rules
 * go with it) waits for a log write that prices by those rules, and a log write that comes later
 * finds the object gone and is refused, not failed by a foreign key.
 */
export async function deleteRateRules(tx: Transaction, companyId: number, which: SQL | undefined) {
  await lockPricing(tx, companyId);
  const rules = and(eq(hourlyRateRule.companyId, companyId), which);
  await tx
    .update(timeLog)
    .set({ rateRuleId: null })
    .where(
      and(
        eq(timeLog.companyId, companyId),
        inArray(
          timeLog.rateRuleId,
          tx.select({ id: hourlyRateRule.id }).from(hourlyRateRule).where(rules),
        ),
      ),
    );
  await tx.delete(hourlyRateRule).where(rules);
}
