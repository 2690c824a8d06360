import { bigint, bigserial, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { company, users } from "./accounts.ts";
import { tenantKey, tenantReference } from "./columns.ts";

/**
 * A personal API token (decision 034): a user's key for scripts and integrations, narrowed to
 * scopes. The token is shown once; only its SHA-256 hash is kept. The token names its company and
 * id (`tpat_<company>_<id>_<secret>`), so it is found by its key on the company's node.
 */
export const apiToken = pgTable(
  "api_token",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    /** The secret's SHA-256, hex. */
    secretHash: varchar("secret_hash", { length: 64 }).notNull(),
    /** The scopes granted, from API_TOKEN_SCOPES, ascending. */
    scopes: varchar("scopes", { length: 40 }).array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Written at most once a minute per token. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [
    tenantKey("api_token", table),
    tenantReference("api_token_user_fk", table.userId, table, users).onDelete("cascade"),
  ],
);
