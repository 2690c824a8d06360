import { bigint, bigserial, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { company, users } from "./accounts.ts";
import { tenantKey, tenantReference } from "./columns.ts";

/**
 * A signed-in session (decision 035): one per log-in, named by its browser and address, carried
 * by its refresh tokens (`sid`) through every rotation. Deleting the row ends the session: its
 * refresh tokens are refused from then on.
 */
export const userSession = pgTable(
  "user_session",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    /** The browser's User-Agent, cut to its first 400 characters. */
    userAgent: varchar("user_agent", { length: 400 }).notNull(),
    ipAddress: varchar("ip_address", { length: 45 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The log-in, then each refresh of its tokens. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    tenantKey("user_session", table),
    tenantReference("user_session_user_fk", table.userId, table, users).onDelete("cascade"),
  ],
);
