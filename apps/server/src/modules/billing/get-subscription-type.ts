import type { AuthenticatedUser } from "../../http/authentication.ts";
import { notFound } from "../../http/errors.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { findActivePlan, toSubscriptionType } from "./subscription-types.ts";

/** An active plan, public. */
export async function getSubscriptionType(
  deps: BillingDeps,
  _actor: AuthenticatedUser | null,
  id: number,
) {
  const row = await findActivePlan(deps.db, id);
  if (!row) throw notFound();
  return toSubscriptionType(row);
}
