import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { company, users } from "./accounts.ts";
import { tenantKey, tenantReference, timestamps } from "./columns.ts";

const companyId = () =>
  bigint("company_id", { mode: "number" })
    .notNull()
    .references(() => company.id);

export const debtor = pgTable(
  "debtor",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    name: varchar("name", { length: 200 }).notNull(),
    contactPerson: varchar("contact_person", { length: 200 }).notNull().default(""),
    email: varchar("email", { length: 254 }).notNull().default(""),
    phone: varchar("phone", { length: 50 }).notNull().default(""),
    street: varchar("street", { length: 200 }).notNull().default(""),
    zipCode: varchar("zip_code", { length: 20 }).notNull().default(""),
    city: varchar("city", { length: 100 }).notNull().default(""),
    country: varchar("country", { length: 2 }).notNull().default(""),
    vatId: varchar("vat_id", { length: 50 }).notNull().default(""),
    currency: varchar("currency", { length: 3 }),
    paymentTermsDays: integer("payment_terms_days"),
    /** Buyer data of invoices. */
    invoiceEmail: varchar("invoice_email", { length: 254 }).notNull().default(""),
    buyerReference: varchar("buyer_reference", { length: 100 }).notNull().default(""),
    taxTreatment: varchar("tax_treatment", {
      length: 15,
      enum: ["standard", "reverse_charge", "exempt", "intra_community", "export", "outside_scope"],
    })
      .notNull()
      .default("standard"),
    taxExemptionReason: varchar("tax_exemption_reason", { length: 300 }).notNull().default(""),
    einvoiceFormat: varchar("einvoice_format", {
      length: 9,
      enum: ["none", "facturx", "xrechnung", "peppol", "cii"],
    })
      .notNull()
      .default("none"),
    /** BT-47: the buyer's legal registration (SIREN, enterprise number …) and its ICD scheme. */
    registrationId: varchar("registration_id", { length: 100 }).notNull().default(""),
    registrationScheme: varchar("registration_scheme", { length: 4 }).notNull().default(""),
    /** BT-49: where the debtor receives e-invoices (Peppol participant, Leitweg-ID, e-mail). */
    electronicAddress: varchar("electronic_address", { length: 254 }).notNull().default(""),
    electronicAddressScheme: varchar("electronic_address_scheme", { length: 4 })
      .notNull()
      .default(""),
    notes: text("notes").notNull().default(""),
    isArchived: boolean("is_archived").notNull().default(false),
    /** Budgets over all the debtor's projects (decision 030): hours, and money in its currency. */
    budgetHours: numeric("budget_hours", { precision: 10, scale: 2 }),
    budgetAmount: numeric("budget_amount", { precision: 12, scale: 2 }),
    /** A retainer: the budgets apply to each calendar month in the company's time zone. */
    budgetMonthly: boolean("budget_monthly").notNull().default(false),
    /** The percentages of a budget at which its alerts are mailed, ascending. */
    budgetAlertThresholds: integer("budget_alert_thresholds")
      .array()
      .notNull()
      .default(sql`'{80,100}'::integer[]`),
    /** Whether those who tracked time on the debtor's projects get its hour budget's alerts too. */
    budgetAlertMembers: boolean("budget_alert_members").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    tenantKey("debtor", table),
    index("debtor_company_name_idx").on(table.companyId, table.name),
  ],
);

export const project = pgTable(
  "project",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    debtorId: bigint("debtor_id", { mode: "number" }),
    name: varchar("name", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    color: varchar("color", { length: 7 }).notNull().default("#ef6c00"),
    currency: varchar("currency", { length: 3 }).notNull(),
    billableByDefault: boolean("billable_by_default").notNull().default(true),
    budgetHours: numeric("budget_hours", { precision: 10, scale: 2 }),
    budgetAmount: numeric("budget_amount", { precision: 12, scale: 2 }),
    /** A retainer: the budgets apply to each calendar month in the company's time zone. */
    budgetMonthly: boolean("budget_monthly").notNull().default(false),
    /** The percentages of a budget at which its alerts are mailed, ascending (decision 030). */
    budgetAlertThresholds: integer("budget_alert_thresholds")
      .array()
      .notNull()
      .default(sql`'{80,100}'::integer[]`),
    /** Whether the project's members get its hour budget's alerts too. */
    budgetAlertMembers: boolean("budget_alert_members").notNull().default(false),
    startDate: date("start_date"),
    endDate: date("end_date"),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    tenantKey("project", table),
    tenantReference("project_debtor_fk", table.debtorId, table, debtor),
    index("project_company_name_idx").on(table.companyId, table.name),
    index("project_debtor_idx").on(table.debtorId),
  ],
);

export const activity = pgTable(
  "activity",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    projectId: bigint("project_id", { mode: "number" }),
    name: varchar("name", { length: 200 }).notNull(),
    description: text("description").notNull().default(""),
    color: varchar("color", { length: 7 }).notNull().default("#4e342e"),
    billableByDefault: boolean("billable_by_default").notNull().default(true),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    tenantKey("activity", table),
    tenantReference("activity_project_fk", table.projectId, table, project),
    index("activity_company_name_idx").on(table.companyId, table.name),
  ],
);

export const hourlyRateRule = pgTable(
  "hourly_rate_rule",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    debtorId: bigint("debtor_id", { mode: "number" }),
    projectId: bigint("project_id", { mode: "number" }),
    activityId: bigint("activity_id", { mode: "number" }),
    userId: bigint("user_id", { mode: "number" }),
    rateType: varchar("rate_type", { length: 6, enum: ["hourly", "fixed"] }).notNull(),
    rate: numeric("rate", { precision: 12, scale: 2 }).notNull(),
    internalRate: numeric("internal_rate", { precision: 12, scale: 2 }),
    validFrom: date("valid_from"),
    validUntil: date("valid_until"),
    description: varchar("description", { length: 500 }).notNull().default(""),
    ...timestamps,
  },
  (table) => [
    tenantKey("hourly_rate_rule", table),
    tenantReference("hourly_rate_rule_debtor_fk", table.debtorId, table, debtor),
    tenantReference("hourly_rate_rule_project_fk", table.projectId, table, project),
    tenantReference("hourly_rate_rule_activity_fk", table.activityId, table, activity),
    tenantReference("hourly_rate_rule_user_fk", table.userId, table, users),
    index("hourly_rate_rule_company_idx").on(table.companyId),
  ],
);

/**
 * Billing rounding (decision 031): the company's default (neither debtor nor project) and one
 * override per debtor and per project; the most specific wins. Worked time is never changed:
 * pricing derives each log's `billed_seconds` and amount from it.
 */
export const billingRoundingRule = pgTable(
  "billing_rounding_rule",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    debtorId: bigint("debtor_id", { mode: "number" }),
    projectId: bigint("project_id", { mode: "number" }),
    mode: varchar("mode", { length: 7, enum: ["up", "down", "nearest"] }).notNull(),
    intervalMinutes: integer("interval_minutes").notNull(),
    scope: varchar("scope", { length: 3, enum: ["log", "day"] }).notNull(),
    minimumMinutes: integer("minimum_minutes").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    tenantKey("billing_rounding_rule", table),
    tenantReference("billing_rounding_rule_debtor_fk", table.debtorId, table, debtor).onDelete(
      "cascade",
    ),
    tenantReference("billing_rounding_rule_project_fk", table.projectId, table, project).onDelete(
      "cascade",
    ),
    // One rule per company, per debtor and per project, whatever the races.
    uniqueIndex("billing_rounding_rule_target_key").on(
      table.companyId,
      sql`coalesce(${table.debtorId}, 0)`,
      sql`coalesce(${table.projectId}, 0)`,
    ),
  ],
);

export const timeLog = pgTable(
  "time_log",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    projectId: bigint("project_id", { mode: "number" }).notNull(),
    activityId: bigint("activity_id", { mode: "number" }),
    description: text("description").notNull().default(""),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }),
    /** Stored once the log has ended; a running log's duration is computed when read. */
    durationSeconds: integer("duration_seconds"),
    billable: boolean("billable").notNull(),
    hourlyRate: numeric("hourly_rate", { precision: 12, scale: 2 }),
    rateType: varchar("rate_type", { length: 6, enum: ["hourly", "fixed"] }),
    /** The rule that priced the log; deleting a rule clears it first (src/modules/pricing). */
    rateRuleId: bigint("rate_rule_id", { mode: "number" }),
    hasRate: boolean("has_rate").notNull().default(false),
    /** In the currency's minor unit precision; 0 for non-billable and running logs until they end. */
    amount: numeric("amount", { precision: 16, scale: 3 }).notNull().default("0"),
    /**
     * The time the log bills (decision 031): its worked seconds after the billing-rounding rule
     * that priced it, 0 when not billable; stored once the log has ended, like `durationSeconds`,
     * and kept by pricing (`amount` is its rate × this time). Worked time is never changed. Null
     * on an ended log priced before migration 0038: it bills its worked time when billable.
     */
    billedSeconds: integer("billed_seconds"),
    /** The rounding that gave `billedSeconds` (`mode:interval:scope:minimum`), null for none. */
    rounding: varchar("rounding", { length: 32 }),
    currency: varchar("currency", { length: 3 }).notNull(),
    /**
     * The issued invoice that bills this log; an invoiced log cannot change. (Its
     * foreign key to `invoice` is written in migrations 0020 and 0028 by hand:
     * declaring it here would make the two schema files import each other.)
     */
    invoiceId: bigint("invoice_id", { mode: "number" }),
    /**
     * The company's tags the log carries, ascending (decision 025): on the row, so a page of logs
     * reads them with no query of its own; a deleted tag is taken off its logs (delete-tag.ts).
     */
    tagIds: bigint("tag_ids", { mode: "number" }).array().notNull().default(sql`'{}'::bigint[]`),
    ...timestamps,
  },
  (table) => [
    tenantKey("time_log", table),
    // The list's tag filter (`tag_ids @> array[…]`).
    index("time_log_tag_ids_idx").using("gin", table.tagIds),
    tenantReference("time_log_user_fk", table.userId, table, users),
    tenantReference("time_log_project_fk", table.projectId, table, project),
    tenantReference("time_log_activity_fk", table.activityId, table, activity),
    tenantReference("time_log_rate_rule_fk", table.rateRuleId, table, hourlyRateRule),
    // One running timer per user, whatever the races.
    uniqueIndex("time_log_one_running_key")
      .on(table.companyId, table.userId)
      .where(sql`${table.end} is null`),
    // DESC with NULLS FIRST is what `ORDER BY … DESC` means, so the list's default order reads the index.
    index("time_log_company_start_idx").on(
      table.companyId,
      table.start.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("time_log_company_user_start_idx").on(
      table.companyId,
      table.userId,
      table.start.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The list filtered by project reads its rows in order from here.
    index("time_log_company_project_start_idx").on(
      table.companyId,
      table.projectId,
      table.start.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("time_log_project_start_idx").on(table.projectId, table.start),
    index("time_log_rate_rule_idx").on(table.rateRuleId),
  ],
);

/**
 * A project's tracked time and amounts over all its logs, kept by statement
 * triggers on `time_log` (migration 0014), so a project's detail reads one row.
 * (`time_log` also holds `search_text`, `lower(description)` generated on write,
 * which the list's search matches with LIKE; it is left out of the model above
 * so that reading logs does not carry it.)
 */
export const projectTimeTotal = pgTable(
  "project_time_total",
  {
    companyId: bigint("company_id", { mode: "number" }).notNull(),
    projectId: bigint("project_id", { mode: "number" }).notNull(),
    trackedSeconds: bigint("tracked_seconds", { mode: "number" }).notNull().default(0),
    billableSeconds: bigint("billable_seconds", { mode: "number" }).notNull().default(0),
    amount: numeric("amount", { precision: 20, scale: 3 }).notNull().default("0"),
    unbilledAmount: numeric("unbilled_amount", { precision: 20, scale: 3 }).notNull().default("0"),
  },
  (table) => [
    primaryKey({ name: "project_time_total_pkey", columns: [table.companyId, table.projectId] }),
    tenantReference("project_time_total_project_fk", table.projectId, table, project).onDelete(
      "cascade",
    ),
  ],
);

/**
 * What is not invoiced yet, per company, user and currency, kept by statement
 * triggers on `time_log` (migration 0014), so the dashboard reads a few rows
 * instead of summing every log. Only billable logs carry an amount.
 */
export const unbilledTotal = pgTable(
  "unbilled_total",
  {
    companyId: companyId(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    amount: numeric("amount", { precision: 20, scale: 3 }).notNull().default("0"),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId, table.currency] }),
    tenantReference("unbilled_total_user_fk", table.userId, table, users),
  ],
);

/**
 * Ended logs summed per company, day (in the company's time zone when they were
 * written), user, project, activity, billable, invoiced and currency, kept by the
 * statement triggers on `time_log` and built again for a company whose time zone
 * changes (migration 0017). Statistics read days instead of logs; running logs
 * are not in it and are added when read. A row whose logs all moved elsewhere
 * stays with zeros.
 */
export const timeLogDay = pgTable(
  "time_log_day",
  {
    companyId: companyId(),
    day: date("day", { mode: "string" }).notNull(),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    projectId: bigint("project_id", { mode: "number" }).notNull(),
    activityId: bigint("activity_id", { mode: "number" }),
    billable: boolean("billable").notNull(),
    invoiced: boolean("invoiced").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    trackedSeconds: bigint("tracked_seconds", { mode: "number" }).notNull(),
    /** The logs' billed seconds (decision 031). */
    billedSeconds: bigint("billed_seconds", { mode: "number" }).notNull().default(0),
    amount: numeric("amount", { precision: 20, scale: 3 }).notNull(),
    logs: integer("logs").notNull(),
  },
  (table) => [
    unique("time_log_day_key")
      .on(
        table.companyId,
        table.day,
        table.userId,
        table.projectId,
        table.activityId,
        table.billable,
        table.invoiced,
        table.currency,
      )
      .nullsNotDistinct(),
  ],
);

/** A company's tags for its time: each name once (in any case). */
export const tag = pgTable(
  "tag",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    name: varchar("name", { length: 100 }).notNull(),
    color: varchar("color", { length: 7 }).notNull(),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    tenantKey("tag", table),
    uniqueIndex("tag_company_name_key").on(table.companyId, sql`lower(${table.name})`),
  ],
);
