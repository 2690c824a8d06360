import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { ofCompany } from "../../db/company-row.ts";
import { billingRoundingRule } from "../../db/schema/index.ts";
import type { PricingDeps } from "./deps.ts";
import { findRoundingRule, toRoundingRule } from "./rounding-rule-presenter.ts";
import {
  type RoundingRuleValues,
  type RoundingRuleWrite,
  writeRoundingRule,
} from "./rounding-rule-write.ts";

/** Changes a billing-rounding rule; the company's logs that are not invoiced are priced again. */
export async function updateRoundingRule(
  deps: PricingDeps,
  actor: Actor,
  { id, body }: { id: number; body: RoundingRuleWrite },
) {
  const existing = await findRoundingRule(deps.db, actor.companyId, id);
  const values: RoundingRuleValues = {
    debtorId: body.debtor !== undefined ? body.debtor : existing.debtorId,
    projectId: body.project !== undefined ? body.project : existing.projectId,
    mode: body.mode ?? existing.mode,
    intervalMinutes: body.interval_minutes ?? existing.intervalMinutes,
    scope: body.scope ?? existing.scope,
    minimumMinutes: body.minimum_minutes ?? existing.minimumMinutes,
  };
  const row = await writeRoundingRule(
    deps,
    actor,
    body,
    values,
    async (tx) => {
      const [updated] = await tx
        .update(billingRoundingRule)
        .set({ ...values, updatedAt: deps.clock() })
        .where(ofCompany(billingRoundingRule, actor.companyId, id))
        .returning();
      return updated;
    },
    id,
  );
  // Deleted by a parallel request since it was found.
  if (!row) throw notFound();
  return toRoundingRule(row);
}
