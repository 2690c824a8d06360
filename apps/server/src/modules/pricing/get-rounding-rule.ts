import type { Actor } from "../../core/actor.ts";
import type { PricingDeps } from "./deps.ts";
import { findRoundingRule, toRoundingRule } from "./rounding-rule-presenter.ts";

export async function getRoundingRule(deps: PricingDeps, actor: Actor, id: number) {
  return toRoundingRule(await findRoundingRule(deps.db, actor.companyId, id));
}
