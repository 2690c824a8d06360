import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { subscriptionType } from "../../db/schema/index.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { toSubscriptionType } from "./subscription-types.ts";

/** The plans on offer, public. */
export async function listSubscriptionTypes(
  deps: BillingDeps,
  _actor: Actor | null,
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
