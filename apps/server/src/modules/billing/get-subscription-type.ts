import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { findActivePlan, toSubscriptionType } from "./subscription-types.ts";

/** An active plan, public. */
export async function getSubscriptionType(deps: BillingDeps, _actor: Actor | null, id: number) {
  const row = await findActivePlan(deps.db, id);
  if (!row) throw notFound();
  return toSubscriptionType(row);
}
