import { FIELD_MESSAGES } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { hourlyRateRule } from "../../db/schema/index.ts";
import type { PricingDeps } from "./deps.ts";
import { recalculateCompanyLogs } from "./pricing.ts";
import { withPricingLock } from "./pricing-lock.ts";
import { recordRateRuleChange } from "./rate-rule-audit.ts";
import { toRateRule } from "./rate-rule-presenter.ts";
import { type RateRuleWrite, rateRuleColumns, validateRateRule } from "./rate-rule-write.ts";

/** Every change to the rules re-prices the company's logs that are not invoiced, in one transaction under the pricing lock. */
export async function createRateRule(deps: PricingDeps, actor: Actor, body: RateRuleWrite) {
  const companyId = actor.companyId;
  const missing = (["rate_type", "rate"] as const).filter((field) => body[field] === undefined);
  if (missing.length > 0) {
    throw new ValidationError(
      Object.fromEntries(missing.map((field) => [field, [FIELD_MESSAGES.required]])),
    );
  }
  await validateRateRule(deps.db, companyId, body);
  const row = await withPricingLock(deps.db, companyId, async (tx) => {
    const [created] = await tx
      .insert(hourlyRateRule)
      .values({
        ...rateRuleColumns(body),
        rateType: body.rate_type as "hourly",
        rate: body.rate as string,
        companyId,
      })
      .returning();
    await recordRateRuleChange(tx, actor, { before: null, after: created, at: deps.clock() });
    await recalculateCompanyLogs(tx, companyId, deps.clock());
    return created;
  });
  return toRateRule(row, actor.role);
}
