import { bigint, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { company, users } from "./accounts.ts";
import { tenantReference } from "./columns.ts";
import { debtor, project } from "./projects.ts";

// Budget alerts (decision 030): what was mailed to whom.

/** The budgets a project has: hours tracked, or the amount of its logs. */
export const BUDGET_MEASURES = ["hours", "amount"] as const;

/**
 * Each budget alert sent, at most once per project, budget, period (`total` for a whole-life
 * budget, the month `YYYY-MM` of a monthly one), threshold and user: whoever inserts the row
 * first stores the mail, in the same transaction, so that restarts and several instances never
 * send one twice. A deleted project takes its records along.
 */
export const budgetAlertSent = pgTable(
  "budget_alert_sent",
  {
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    projectId: bigint("project_id", { mode: "number" }).notNull(),
    measure: varchar("measure", { length: 6, enum: BUDGET_MEASURES }).notNull(),
    period: varchar("period", { length: 7 }).notNull(),
    threshold: integer("threshold").notNull(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "budget_alert_sent_pkey",
      columns: [
        table.companyId,
        table.projectId,
        table.measure,
        table.period,
        table.threshold,
        table.userId,
      ],
    }),
    tenantReference("budget_alert_sent_project_fk", table.projectId, table, project).onDelete(
      "cascade",
    ),
    tenantReference("budget_alert_sent_user_fk", table.userId, table, users),
  ],
);

/**
 * Each debtor budget alert sent (the budgets over all a debtor's projects), at most once per
 * debtor, budget, period, threshold and user, as `budget_alert_sent` does for projects. A
 * deleted debtor takes its records along.
 */
export const debtorBudgetAlertSent = pgTable(
  "debtor_budget_alert_sent",
  {
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    debtorId: bigint("debtor_id", { mode: "number" }).notNull(),
    measure: varchar("measure", { length: 6, enum: BUDGET_MEASURES }).notNull(),
    period: varchar("period", { length: 7 }).notNull(),
    threshold: integer("threshold").notNull(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "debtor_budget_alert_sent_pkey",
      columns: [
        table.companyId,
        table.debtorId,
        table.measure,
        table.period,
        table.threshold,
        table.userId,
      ],
    }),
    tenantReference("debtor_budget_alert_sent_debtor_fk", table.debtorId, table, debtor).onDelete(
      "cascade",
    ),
    tenantReference("debtor_budget_alert_sent_user_fk", table.userId, table, users),
  ],
);
