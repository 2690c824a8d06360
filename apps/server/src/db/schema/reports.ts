import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { bytea, company, users } from "./accounts.ts";
import { tenantKey, tenantReference, timestamps } from "./columns.ts";
import { invoiceDelivery } from "./invoicing.ts";

// Reports (decision 032): the reports people keep and the read-only links to them.

/**
 * A report someone keeps: its name and definition (the report's query parameters as text, as the
 * contract reads them: from, to, group_by, then_by and the filters). Only its owner sees it.
 */
export const savedReport = pgTable(
  "saved_report",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    definition: jsonb("definition").$type<Record<string, string>>().notNull(),
    ...timestamps,
  },
  (table) => [
    tenantKey("saved_report", table),
    tenantReference("saved_report_user_fk", table.userId, table, users).onDelete("cascade"),
    index("saved_report_user_idx").on(table.companyId, table.userId),
  ],
);

/**
 * A read-only link to a saved report: the SHA-256 of its token (the company's id, a dot and 32
 * random bytes), its last day (in the company's time zone) as the instant it ends, if any. A
 * revoked link is deleted; a deleted report takes its links along.
 */
export const reportShare = pgTable(
  "report_share",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    reportId: bigint("report_id", { mode: "number" }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresOn: date("expires_on"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    tenantKey("report_share", table),
    tenantReference("report_share_report_fk", table.reportId, table, savedReport).onDelete(
      "cascade",
    ),
    uniqueIndex("report_share_token_key").on(table.companyId, table.tokenHash),
    index("report_share_report_idx").on(table.companyId, table.reportId),
  ],
);

/**
 * The PDF timesheet an invoice's mail carries (one per delivery, printed when it was sent, so
 * that every retry attaches the same file). It goes with its delivery.
 */
export const invoiceDeliveryTimesheet = pgTable(
  "invoice_delivery_timesheet",
  {
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    deliveryId: bigint("delivery_id", { mode: "number" }).notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: "invoice_delivery_timesheet_pkey",
      columns: [table.companyId, table.deliveryId],
    }),
    tenantReference(
      "invoice_delivery_timesheet_delivery_fk",
      table.deliveryId,
      table,
      invoiceDelivery,
    ).onDelete("cascade"),
  ],
);
