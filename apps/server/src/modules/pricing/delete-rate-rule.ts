import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { hourlyRateRule } from "../../db/schema/index.ts";
import { deleteRateRules } from "./delete-rate-rules.ts";
import type { PricingDeps } from "./deps.ts";
import { recalculateCompanyLogs } from "./pricing.ts";
import { withPricingLock } from "./pricing-lock.ts";
import { recordRateRuleChange } from "./rate-rule-audit.ts";
import { findRateRule } from "./rate-rule-presenter.ts";

/** Deletes a rule and re-prices the company's logs that are not invoiced, in one transaction under the pricing lock. */
export async function deleteRateRule(deps: PricingDeps, actor: Actor, id: number) {
  const existing = await findRateRule(deps.db, actor.companyId, id);
  await withPricingLock(deps.db, actor.companyId, async (tx) => {
    await deleteRateRules(tx, actor.companyId, eq(hourlyRateRule.id, id));
    await recordRateRuleChange(tx, actor, { before: existing, after: null, at: deps.clock() });
    await recalculateCompanyLogs(tx, actor.companyId, deps.clock());
  });
}
