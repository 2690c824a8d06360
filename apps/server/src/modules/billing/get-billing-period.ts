import type { Actor } from "../../core/actor.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { readBillingPeriod } from "./billing-period-presenter.ts";

export async function getBillingPeriod(deps: BillingDeps, actor: Actor, id: number) {
  return readBillingPeriod(deps.db, actor.companyId, id);
}
