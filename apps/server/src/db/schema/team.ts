import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { company, users } from "./accounts.ts";
import { tenantKey, tenantReference } from "./columns.ts";

/** An invitation to join a company; only the token's SHA-256 is stored. */
export const invitation = pgTable(
  "invitation",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    email: varchar("email", { length: 254 }).notNull(),
    role: varchar("role", { length: 10, enum: ["admin", "member"] }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    invitedBy: bigint("invited_by", { mode: "number" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    tenantKey("invitation", table),
    unique("invitation_token_hash_unique").on(table.companyId, table.tokenHash),
    tenantReference("invitation_invited_by_fk", table.invitedBy, table, users),
    index("invitation_company_idx").on(table.companyId),
    uniqueIndex("invitation_pending_email_key")
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null`),
  ],
);
