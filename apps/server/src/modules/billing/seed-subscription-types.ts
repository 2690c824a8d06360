import { SEEDED_PLANS as plans } from "@tempus/contract/plans";
import type { Database } from "../../db/open-database.ts";
import { subscriptionType } from "../../db/schema/index.ts";

/** Adds the plans of the data file that are missing; plans edited in the database are left alone. */
export async function seedSubscriptionTypes(db: Database): Promise<void> {
  await db
    .insert(subscriptionType)
    .values(
      plans.map((plan) => ({
        name: plan.name,
        description: plan.description,
        pricePerUser: plan.price_per_user,
        currency: plan.currency,
        maxUsers: plan.max_users,
        features: plan.features,
        sortOrder: plan.sort_order,
      })),
    )
    .onConflictDoNothing({ target: subscriptionType.name });
}
