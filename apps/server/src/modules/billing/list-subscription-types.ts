import { eq } from "drizzle-orm";
import { tablePages } from "../../db/paginate.ts";
import { subscriptionType } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { type ListInput, listCollection } from "../../http/collection.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { toSubscriptionType } from "./subscription-types.ts";

/** The plans on offer, public. */
export async function listSubscriptionTypes(
  deps: BillingDeps,
  _actor: AuthenticatedUser | null,
  input: ListInput,
) {
  const page = await listCollection(input, {
    searchFields: [subscriptionType.name, subscriptionType.description],
    orderingFields: {
      name: subscriptionType.name,
      price_per_user: subscriptionType.pricePerUser,
      sort_order: subscriptionType.sortOrder,
    },
    defaultOrdering: ["sort_order"],
    idColumn: subscriptionType.id,
    where: eq(subscriptionType.isActive, true),
    ...tablePages(deps.db, subscriptionType),
  });
  return { ...page, results: page.results.map(toSubscriptionType) };
}
