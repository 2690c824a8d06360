import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { company } from "./accounts.ts";
import { tenantKey, tenantReference } from "./columns.ts";

/** Plans: configuration data, seeded from subscription-types.json and editable without code. */
export const subscriptionType = pgTable("subscription_type", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: varchar("name", { length: 100 }).notNull().unique(),
  description: text("description").notNull().default(""),
  pricePerUser: numeric("price_per_user", { precision: 12, scale: 2 }).notNull(),
  currency: varchar("currency", { length: 3 }).notNull(),
  maxUsers: integer("max_users"),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const companySubscription = pgTable("company_subscription", {
  companyId: bigint("company_id", { mode: "number" })
    .primaryKey()
    .references(() => company.id),
  subscriptionTypeId: bigint("subscription_type_id", { mode: "number" })
    .notNull()
    .references(() => subscriptionType.id),
  nextSubscriptionTypeId: bigint("next_subscription_type_id", { mode: "number" }).references(
    () => subscriptionType.id,
  ),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
});

export const billingPeriod = pgTable(
  "billing_period",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    subscriptionTypeId: bigint("subscription_type_id", { mode: "number" })
      .notNull()
      .references(() => subscriptionType.id),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    amountOfUsers: integer("amount_of_users").notNull(),
    nextAmountOfUsers: integer("next_amount_of_users").notNull(),
    pricePerUser: numeric("price_per_user", { precision: 12, scale: 2 }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    status: varchar("status", { length: 10, enum: ["active", "cancelled", "ended"] }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    tenantKey("billing_period", table),
    // At most one current period per company, and each period start only once: the roll-over
    // can run on every instance and still create exactly one successor.
    uniqueIndex("billing_period_one_active_key")
      .on(table.companyId)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex("billing_period_company_start_key").on(table.companyId, table.startDate),
    index("billing_period_active_end_idx").on(table.endDate).where(sql`${table.status} = 'active'`),
  ],
);

/** Extra charges within a period, e.g. users added mid-period, priced pro rata. */
export const billingCharge = pgTable(
  "billing_charge",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    billingPeriodId: bigint("billing_period_id", { mode: "number" }).notNull(),
    description: varchar("description", { length: 200 }).notNull(),
    users: integer("users").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    tenantKey("billing_charge", table),
    tenantReference("billing_charge_period_fk", table.billingPeriodId, table, billingPeriod),
    index("billing_charge_period_idx").on(table.billingPeriodId),
  ],
);
