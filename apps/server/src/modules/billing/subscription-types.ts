import type { SubscriptionType } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { subscriptionType } from "../../db/schema/index.ts";

type PlanRow = typeof subscriptionType.$inferSelect;

export const toSubscriptionType = (row: PlanRow): SubscriptionType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price_per_user: row.pricePerUser,
  currency: row.currency,
  max_users: row.maxUsers,
  features: row.features,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

/** An active plan by id, or undefined. */
export async function findActivePlan(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionType)
    .where(and(eq(subscriptionType.id, id), eq(subscriptionType.isActive, true)));
  return row;
}
