import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { company, users } from "./accounts.ts";
import { tenantReference } from "./columns.ts";

// Reminders (decision 028): the company's defaults, each user's own settings, and what was sent.

/** A company's reminder defaults; a company without a row uses the built-in ones. */
export const companyReminderDefaults = pgTable("company_reminder_defaults", {
  companyId: bigint("company_id", { mode: "number" })
    .primaryKey()
    .references(() => company.id),
  /** ISO weekdays, 1 (Monday) to 7 (Sunday), ascending. */
  workingDays: integer("working_days").array().notNull(),
  dailyTargetMinutes: integer("daily_target_minutes").notNull(),
  timerLimitHours: integer("timer_limit_hours").notNull(),
  idleMinutes: integer("idle_minutes").notNull(),
  remindersEnabled: boolean("reminders_enabled").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's own reminder settings: each null column takes the company's default. */
export const userReminderSettings = pgTable(
  "user_reminder_settings",
  {
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    workingDays: integer("working_days").array(),
    dailyTargetMinutes: integer("daily_target_minutes"),
    timerLimitHours: integer("timer_limit_hours"),
    idleMinutes: integer("idle_minutes"),
    remindersEnabled: boolean("reminders_enabled"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "user_reminder_settings_pkey", columns: [table.companyId, table.userId] }),
    tenantReference("user_reminder_settings_user_fk", table.userId, table, users),
  ],
);

/** Why a reminder was sent: a short working day, or a timer left running. */
export const REMINDER_KINDS = ["short_day", "timer"] as const;

/**
 * Each reminder sent, at most once per user and subject (the day for a short day, the log's id
 * for a timer): whoever inserts the row first sends the mail, in the same transaction, so that
 * restarts and several instances never send one twice. Kept for 60 days.
 */
export const reminderSent = pgTable(
  "reminder_sent",
  {
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    kind: varchar("kind", { length: 10, enum: REMINDER_KINDS }).notNull(),
    subject: varchar("subject", { length: 20 }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "reminder_sent_pkey",
      columns: [table.companyId, table.userId, table.kind, table.subject],
    }),
    tenantReference("reminder_sent_user_fk", table.userId, table, users),
    index("reminder_sent_sent_at_idx").on(table.sentAt),
  ],
);
