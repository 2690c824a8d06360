import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { ofCompany } from "../../db/company-row.ts";
import { hourlyRateRule } from "../../db/schema/index.ts";
import type { PricingDeps } from "./deps.ts";
import { recalculateCompanyLogs } from "./pricing.ts";
import { withPricingLock } from "./pricing-lock.ts";
import { recordRateRuleChange } from "./rate-rule-audit.ts";
import { findRateRule, toRateRule } from "./rate-rule-presenter.ts";
import { type RateRuleWrite, rateRuleColumns, validateRateRule } from "./rate-rule-write.ts";

/** Changes a rule and re-prices the company's logs that are not invoiced, in one transaction under the pricing lock. */
export async function updateRateRule(
  deps: PricingDeps,
  actor: Actor,
  { id, body }: { id: number; body: RateRuleWrite },
) {
  const existing = await findRateRule(deps.db, actor.companyId, id);
  await validateRateRule(deps.db, actor.companyId, body, existing);
  const row = await withPricingLock(deps.db, actor.companyId, async (tx) => {
    const [updated] = await tx
      .update(hourlyRateRule)
      .set({ ...rateRuleColumns(body), updatedAt: new Date() })
      .where(ofCompany(hourlyRateRule, actor.companyId, id))
      .returning();
    // Deleted by a parallel request since it was found.
    if (!updated) throw notFound();
    await recordRateRuleChange(tx, actor, { before: existing, after: updated, at: deps.clock() });
    await recalculateCompanyLogs(tx, actor.companyId, deps.clock());
    return updated;
  });
  return toRateRule(row, actor.role);
}
