import {
  bigint,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { company, users } from "./accounts.ts";
import { tenantReference } from "./columns.ts";

/** How long an answer is given again for its key. */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The answers of requests sent with an `Idempotency-Key` (decision 036), per user and key, so a
 * request repeated after a lost answer (the offline timer's replay) is answered again instead of
 * made twice. A row without a status is a request still under way. Kept for a day.
 */
export const idempotencyKey = pgTable(
  "idempotency_key",
  {
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    key: varchar("key", { length: 100 }).notNull(),
    /** The method, route and SHA-256 of the body: the same key for another request is refused. */
    fingerprint: varchar("fingerprint", { length: 300 }).notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "idempotency_key_pkey",
      columns: [table.companyId, table.userId, table.key],
    }),
    tenantReference("idempotency_key_user_fk", table.userId, table, users).onDelete("cascade"),
  ],
);
