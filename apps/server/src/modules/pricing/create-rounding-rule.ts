import { FIELD_MESSAGES } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { billingRoundingRule } from "../../db/schema/index.ts";
import type { PricingDeps } from "./deps.ts";
import { toRoundingRule } from "./rounding-rule-presenter.ts";
import {
  type RoundingRuleValues,
  type RoundingRuleWrite,
  writeRoundingRule,
} from "./rounding-rule-write.ts";

/** A new billing-rounding rule; the company's logs that are not invoiced are priced again. */
export async function createRoundingRule(deps: PricingDeps, actor: Actor, body: RoundingRuleWrite) {
  const missing = (["mode", "interval_minutes", "scope"] as const).filter(
    (field) => body[field] === undefined,
  );
  if (missing.length > 0)
    throw new ValidationError(
      Object.fromEntries(missing.map((field) => [field, [FIELD_MESSAGES.required]])),
    );
  const values: RoundingRuleValues = {
    debtorId: body.debtor ?? null,
    projectId: body.project ?? null,
    mode: body.mode as RoundingRuleValues["mode"],
    intervalMinutes: body.interval_minutes as number,
    scope: body.scope as RoundingRuleValues["scope"],
    minimumMinutes: body.minimum_minutes ?? 0,
  };
  const row = await writeRoundingRule(deps, actor, body, values, async (tx) => {
    const [created] = await tx
      .insert(billingRoundingRule)
      .values({
        ...values,
        companyId: actor.companyId,
        createdAt: deps.clock(),
        updatedAt: deps.clock(),
      })
      .returning();
    return created;
  });
  return toRoundingRule(row as NonNullable<typeof row>);
}
