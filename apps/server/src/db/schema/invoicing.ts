import type { InvoiceParty, TaxBreakdown } from "@tempus/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { bytea, company, users } from "./accounts.ts";
import { tenantKey, tenantReference, timestamps } from "./columns.ts";
import { activity, debtor, project, timeLog } from "./projects.ts";

const companyId = () =>
  bigint("company_id", { mode: "number" })
    .notNull()
    .references(() => company.id);

/**
 * An invoice (type 380) or credit note (381). A draft is freely changed; issuing
 * gives it its number, freezes seller and buyer and the totals, and links its
 * logs (`time_log.invoice_id`). Amounts are in cents precision (EN 16931).
 */
export const invoice = pgTable(
  "invoice",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    debtorId: bigint("debtor_id", { mode: "number" }).notNull(),
    typeCode: varchar("type_code", { length: 3, enum: ["380", "381", "386"] })
      .notNull()
      .default("380"),
    status: varchar("status", { length: 9, enum: ["draft", "issued", "cancelled"] })
      .notNull()
      .default("draft"),
    number: varchar("number", { length: 50 }),
    issueDate: date("issue_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    serviceFrom: date("service_from", { mode: "string" }).notNull(),
    serviceUntil: date("service_until", { mode: "string" }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    language: varchar("language", { length: 2, enum: ["en", "de", "fr", "nl"] })
      .notNull()
      .default("en"),
    grouping: varchar("grouping", { length: 20 }).notNull(),
    projectIds: jsonb("project_ids").$type<number[]>().notNull().default([]),
    includeTime: boolean("include_time").notNull().default(true),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull(),
    notes: text("notes").notNull().default(""),
    /** A credit note's original invoice. */
    correctedInvoiceId: bigint("corrected_invoice_id", { mode: "number" }),
    seller: jsonb("seller").$type<InvoiceParty>(),
    buyer: jsonb("buyer").$type<InvoiceParty>(),
    netTotal: numeric("net_total", { precision: 14, scale: 2 }).notNull().default("0"),
    taxTotal: numeric("tax_total", { precision: 14, scale: 2 }).notNull().default("0"),
    grossTotal: numeric("gross_total", { precision: 14, scale: 2 }).notNull().default("0"),
    taxBreakdown: jsonb("tax_breakdown").$type<TaxBreakdown[]>().notNull().default([]),
    paidTotal: numeric("paid_total", { precision: 14, scale: 2 }).notNull().default("0"),
    /** References the buyer asks for: BT-10 (defaults to the debtor's), BT-13, BT-12, BT-11. */
    buyerReference: varchar("buyer_reference", { length: 100 }),
    orderReference: varchar("order_reference", { length: 100 }).notNull().default(""),
    contractReference: varchar("contract_reference", { length: 100 }).notNull().default(""),
    projectReference: varchar("project_reference", { length: 100 }).notNull().default(""),
    /** Cash discount (Skonto) of this invoice. */
    cashDiscountDays: integer("cash_discount_days"),
    cashDiscountPercent: numeric("cash_discount_percent", { precision: 5, scale: 2 }),
    /** BT-83, fixed at issue: the number or a Belgian structured communication. */
    paymentReference: varchar("payment_reference", { length: 50 }),
    /** Units of the company's currency per unit of the invoice's, entered at issue (BT-6, BT-111). */
    exchangeRate: numeric("exchange_rate", { precision: 18, scale: 8 }),
    /** What a final invoice deducts: its advance invoices' gross totals (BT-113). */
    prepaidTotal: numeric("prepaid_total", { precision: 14, scale: 2 }).notNull().default("0"),
    /** The advance invoices (386) a final invoice deducts, chosen on its draft. */
    advanceInvoiceIds: jsonb("advance_invoice_ids").$type<number[]>().notNull().default([]),
    /** The gross of the credit notes issued for this invoice (a partial credit note leaves it issued). */
    creditedTotal: numeric("credited_total", { precision: 14, scale: 2 }).notNull().default("0"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    tenantKey("invoice", table),
    tenantReference("invoice_debtor_fk", table.debtorId, table, debtor),
    unique("invoice_company_number_key").on(table.companyId, table.number),
    // An invoice's credit notes (several partial ones may correct one invoice).
    index("invoice_company_corrected_idx")
      .on(table.companyId, table.correctedInvoiceId)
      .where(sql`${table.correctedInvoiceId} is not null`),
    index("invoice_company_status_idx").on(table.companyId, table.status, table.id.desc()),
    index("invoice_company_debtor_idx").on(table.companyId, table.debtorId),
    index("invoice_company_issue_date_idx").on(table.companyId, table.issueDate),
  ],
);

export const invoiceLine = pgTable(
  "invoice_line",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    invoiceId: bigint("invoice_id", { mode: "number" }).notNull(),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    /** Hours take up to ten decimals where four do not give the net (decision 018). */
    quantity: numeric("quantity", { precision: 22, scale: 10 }).notNull(),
    unitCode: varchar("unit_code", { length: 3 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 16, scale: 4 }).notNull(),
    netAmount: numeric("net_amount", { precision: 14, scale: 2 }).notNull(),
    taxCategory: varchar("tax_category", { length: 2 }).notNull(),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull(),
    /** Why no VAT is charged on this line (E, AE, K, G, O); the VAT breakdown states it. */
    exemptionReason: varchar("exemption_reason", { length: 300 }).notNull().default(""),
    projectId: bigint("project_id", { mode: "number" }),
    activityId: bigint("activity_id", { mode: "number" }),
    userId: bigint("user_id", { mode: "number" }),
    day: date("day", { mode: "string" }),
    /** Written by hand (not from time): kept when a draft is built again. */
    manual: boolean("manual").notNull().default(false),
    /** On a credit note: the line of the corrected invoice it credits (a line is credited once). */
    creditedLineId: bigint("credited_line_id", { mode: "number" }),
  },
  (table) => [
    tenantKey("invoice_line", table),
    tenantReference("invoice_line_invoice_fk", table.invoiceId, table, invoice).onDelete("cascade"),
    tenantReference("invoice_line_project_fk", table.projectId, table, project),
    tenantReference("invoice_line_activity_fk", table.activityId, table, activity),
    tenantReference("invoice_line_user_fk", table.userId, table, users),
    index("invoice_line_invoice_idx").on(table.invoiceId, table.position),
    // Deleting a project or an activity asks whether a line still names it.
    index("invoice_line_company_project_idx").on(table.companyId, table.projectId),
    index("invoice_line_company_activity_idx").on(table.companyId, table.activityId),
    uniqueIndex("invoice_line_credited_key")
      .on(table.companyId, table.creditedLineId)
      .where(sql`${table.creditedLineId} is not null`),
  ],
);

/**
 * Which logs an invoice holds, per line. A log is held by at most one invoice
 * at a time (the partial unique index): a second draft cannot take it. A
 * cancelled invoice's logs stay listed with `released` once they are free again.
 */
export const invoiceTimeLog = pgTable(
  "invoice_time_log",
  {
    companyId: companyId(),
    invoiceId: bigint("invoice_id", { mode: "number" }).notNull(),
    lineId: bigint("line_id", { mode: "number" }).notNull(),
    timeLogId: bigint("time_log_id", { mode: "number" }).notNull(),
    released: boolean("released").notNull().default(false),
  },
  (table) => [
    primaryKey({
      name: "invoice_time_log_pkey",
      columns: [table.companyId, table.invoiceId, table.timeLogId],
    }),
    tenantReference("invoice_time_log_invoice_fk", table.invoiceId, table, invoice).onDelete(
      "cascade",
    ),
    tenantReference("invoice_time_log_line_fk", table.lineId, table, invoiceLine).onDelete(
      "cascade",
    ),
    tenantReference("invoice_time_log_time_log_fk", table.timeLogId, table, timeLog).onDelete(
      "cascade",
    ),
    uniqueIndex("invoice_time_log_held_key")
      .on(table.companyId, table.timeLogId)
      .where(sql`not ${table.released}`),
    index("invoice_time_log_line_idx").on(table.lineId),
  ],
);

export const invoicePayment = pgTable(
  "invoice_payment",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    invoiceId: bigint("invoice_id", { mode: "number" }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    note: varchar("note", { length: 500 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    tenantKey("invoice_payment", table),
    tenantReference("invoice_payment_invoice_fk", table.invoiceId, table, invoice),
    index("invoice_payment_invoice_idx").on(table.companyId, table.invoiceId),
  ],
);

/**
 * The last number given per company and counter period (the year, or 0 for a
 * running counter). Issuing increments it inside its transaction: the row
 * lock orders parallel issues and a rollback takes the number back, so the
 * numbers have neither gaps nor duplicates.
 */
export const invoiceNumberCounter = pgTable(
  "invoice_number_counter",
  {
    companyId: companyId(),
    period: integer("period").notNull(),
    lastValue: integer("last_value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.period] })],
);

/**
 * The e-mail deliveries of issued invoices (an outbox): written in the
 * transaction that records the intent to send, delivered after it commits,
 * retried by a job while it fails, never deleted. One open (not yet sent)
 * delivery per invoice: sending again takes it over. `next_attempt_at` is when
 * the next attempt may start (also the lease of an attempt under way), null once
 * sent or given up.
 */
export const invoiceDelivery = pgTable(
  "invoice_delivery",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: companyId(),
    invoiceId: bigint("invoice_id", { mode: "number" }).notNull(),
    /**
     * The mail's addresses as they were chosen when sending (the debtor's invoice
     * e-mail by default; `bcc` holds the sender's own address for a copy), so that
     * every retry sends the same mail. (Migration 0027 moved the one `recipient`
     * of earlier deliveries into `to_addresses`.)
     */
    to: jsonb("to_addresses").$type<string[]>().notNull(),
    cc: jsonb("cc_addresses").$type<string[]>().notNull().default([]),
    bcc: jsonb("bcc_addresses").$type<string[]>().notNull().default([]),
    /** The mail's text as the sender wrote it; null: the product's text in the invoice's language. */
    message: text("message"),
    /** The e-invoice XML attached beside the PDF: none, CII or UBL (XRechnung). */
    xml: varchar("xml", { length: 4, enum: ["none", "cii", "ubl"] })
      .notNull()
      .default("none"),
    status: varchar("status", { length: 7, enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    tenantKey("invoice_delivery", table),
    tenantReference("invoice_delivery_invoice_fk", table.invoiceId, table, invoice),
    uniqueIndex("invoice_delivery_open_key")
      .on(table.companyId, table.invoiceId)
      .where(sql`${table.status} <> 'sent'`),
    index("invoice_delivery_invoice_idx").on(table.invoiceId, table.id.desc()),
    // The job's lookup: open deliveries whose next attempt is due.
    index("invoice_delivery_due_idx").on(table.nextAttemptAt).where(sql`${table.status} <> 'sent'`),
  ],
);

/**
 * The documents of an issued invoice or credit note, rendered once when it is
 * issued and served as stored from then on: the PDF, the CII and the UBL, each
 * with its SHA-256. Nothing updates or deletes a row (a trigger refuses it):
 * an issued invoice is the same bytes for as long as it is kept.
 */
export const invoiceDocument = pgTable(
  "invoice_document",
  {
    companyId: companyId(),
    invoiceId: bigint("invoice_id", { mode: "number" }).notNull(),
    kind: varchar("kind", { length: 3, enum: ["pdf", "cii", "ubl"] }).notNull(),
    fileName: varchar("file_name", { length: 120 }).notNull(),
    content: bytea("content").notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.invoiceId, table.kind] }),
    tenantReference("invoice_document_invoice_fk", table.invoiceId, table, invoice),
  ],
);
