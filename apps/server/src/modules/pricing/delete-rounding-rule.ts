import type { Actor } from "../../core/actor.ts";
import { ofCompany } from "../../db/company-row.ts";
import { billingRoundingRule } from "../../db/schema/index.ts";
import type { PricingDeps } from "./deps.ts";
import { recalculateCompanyLogs } from "./pricing.ts";
import { withPricingLock } from "./pricing-lock.ts";
import { findRoundingRule } from "./rounding-rule-presenter.ts";

/** Deletes a billing-rounding rule; the company's logs that are not invoiced are priced again. */
export async function deleteRoundingRule(deps: PricingDeps, actor: Actor, id: number) {
  await findRoundingRule(deps.db, actor.companyId, id);
  await withPricingLock(deps.db, actor.companyId, async (tx) => {
    await tx.delete(billingRoundingRule).where(ofCompany(billingRoundingRule, actor.companyId, id));
    await recalculateCompanyLogs(tx, actor.companyId, deps.clock());
  });
}
