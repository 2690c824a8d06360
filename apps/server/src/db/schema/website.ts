import { CONTACT_LIMITS } from "@tempus/contract";
import { LANGUAGES } from "@tempus/contract/constants";
import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Messages of the public contact form, stored before they are mailed to
 * CONTACT_EMAIL. `next_attempt_at` is when the next delivery may start: set
 * while one is due or under way (a lease, so only one instance sends), null
 * once delivered, given up, or when no CONTACT_EMAIL is configured.
 */
export const contactMessage = pgTable(
  "contact_message",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: varchar("name", { length: CONTACT_LIMITS.name }).notNull(),
    email: varchar("email", { length: CONTACT_LIMITS.email }).notNull(),
    companyName: varchar("company_name", { length: CONTACT_LIMITS.company_name })
      .notNull()
      .default(""),
    subject: varchar("subject", { length: CONTACT_LIMITS.subject }).notNull(),
    message: text("message").notNull(),
    /** The language the visitor wrote in: the wording of the mail to the operator. */
    language: varchar("language", { length: 2, enum: LANGUAGES }).notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (table) => [
    // The delivery job's lookup: undelivered messages whose next attempt is due.
    index("contact_message_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);
