import type { SubscriptionType } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Database, Queryable } from "../../db/open-database.ts";
import { subscriptionType } from "../../db/schema/index.ts";
import { listCollection } from "../../http/collection.ts";
import { notFound } from "../../http/errors.ts";

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

export async function listSubscriptionTypes(db: Database, request: FastifyRequest) {
  const page = await listCollection(request, {
    searchFields: [subscriptionType.name, subscriptionType.description],
    orderingFields: {
      name: subscriptionType.name,
      price_per_user: subscriptionType.pricePerUser,
      sort_order: subscriptionType.sortOrder,
    },
    defaultOrdering: ["sort_order"],
    idColumn: subscriptionType.id,
    where: eq(subscriptionType.isActive, true),
    count: (where) => db.$count(subscriptionType, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(subscriptionType)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, results: page.results.map(toSubscriptionType) };
}

/** An active plan by id, or undefined. */
export async function findActivePlan(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionType)
    .where(and(eq(subscriptionType.id, id), eq(subscriptionType.isActive, true)));
  return row;
}

export async function getSubscriptionType(db: Database, id: number) {
  const row = await findActivePlan(db, id);
  if (!row) throw notFound();
  return toSubscriptionType(row);
}
