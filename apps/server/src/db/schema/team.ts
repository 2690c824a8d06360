import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { company, users } from "./accounts.ts";

/** An invitation to join a company; only the token's SHA-256 is stored. */
export const invitation = pgTable(
  "invitation",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    email: varchar("email", { length: 254 }).notNull(),
    role: varchar("role", { length: 10, enum: ["admin", "member"] }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    invitedBy: bigint("invited_by", { mode: "number" }).references(() => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invitation_company_idx").on(table.companyId),
    uniqueIndex("invitation_pending_email_key")
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null`),
  ],
);
