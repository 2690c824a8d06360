import { bigint, index, jsonb, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { company } from "./accounts.ts";

/**
 * The audit trail (decision 038): one chain of records per company, numbered 1, 2, 3, …, each
 * holding the SHA-256 of the one before, so a record changed or deleted behind the API breaks the
 * chain. Only inserted, never updated or deleted by the application. The user is kept as an id
 * and a name, without a reference: a record outlives its user.
 */
export const auditEvent = pgTable(
  "audit_event",
  {
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    sequence: bigint("sequence", { mode: "number" }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    userId: bigint("user_id", { mode: "number" }),
    username: varchar("username", { length: 150 }),
    action: varchar("action", { length: 60 }).notNull(),
    subjectType: varchar("subject_type", { length: 40 }),
    subjectId: bigint("subject_id", { mode: "number" }),
    ipAddress: varchar("ip_address", { length: 45 }),
    userAgent: varchar("user_agent", { length: 400 }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    previousHash: varchar("previous_hash", { length: 64 }).notNull(),
    hash: varchar("hash", { length: 64 }).notNull(),
  },
  (table) => [
    primaryKey({ name: "audit_event_pkey", columns: [table.companyId, table.sequence] }),
    // An object's history (a time log's, decision 038): its records in order.
    index("audit_event_subject_idx").on(
      table.companyId,
      table.subjectType,
      table.subjectId,
      table.sequence,
    ),
  ],
);

/** Each company's chain head: the last sequence and hash, locked while a record is appended. */
export const auditChain = pgTable("audit_chain", {
  companyId: bigint("company_id", { mode: "number" })
    .primaryKey()
    .references(() => company.id),
  lastSequence: bigint("last_sequence", { mode: "number" }).notNull(),
  lastHash: varchar("last_hash", { length: 64 }).notNull(),
});
