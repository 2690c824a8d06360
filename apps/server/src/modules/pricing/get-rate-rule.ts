import type { Actor } from "../../core/actor.ts";
import type { PricingDeps } from "./deps.ts";
import { findRateRule, toRateRule } from "./rate-rule-presenter.ts";

export async function getRateRule(deps: PricingDeps, actor: Actor, id: number) {
  return toRateRule(await findRateRule(deps.db, actor.companyId, id), actor.role);
}
