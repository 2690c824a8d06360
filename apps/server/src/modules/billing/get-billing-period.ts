import type { AuthenticatedUser } from "../../http/authentication.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { readBillingPeriod } from "./billing-period-presenter.ts";

export async function getBillingPeriod(deps: BillingDeps, actor: AuthenticatedUser, id: number) {
  return readBillingPeriod(deps.db, actor.companyId, id);
}
