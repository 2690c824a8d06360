import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/open-database.ts";
import { hourlyRateRule, timeLog } from "../../db/schema/index.ts";

/**
 * Deletes a company's rules that match `which`; the logs they priced forget them first (what
 * ON DELETE SET NULL did before the keys carried the company: a distributed database cannot
 * set part of such a key to null).
 */
export async function deleteRateRules(tx: Transaction, companyId: number, which: SQL | undefined) {
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
