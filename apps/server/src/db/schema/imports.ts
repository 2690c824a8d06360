import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { company, users } from "./accounts.ts";
import { tenantKey, tenantReference } from "./columns.ts";

/**
 * An import of another time tracker's export file (decision 037): the file as uploaded (kept
 * until the import has run), its dry run, the people as mapped and the progress counts, which
 * the web polls while the import runs in chunks.
 */
export const importJob = pgTable(
  "import_job",
  {
    id: bigserial("id", { mode: "number" }).notNull(),
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    userId: bigint("user_id", { mode: "number" }).notNull(),
    format: varchar("format", { length: 20 }).notNull(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    /** The file's text; emptied once the import has finished. */
    content: text("content").notNull(),
    /** The dry run as the API answers it (preview, creates, people, errors, counts). */
    analysis: jsonb("analysis").notNull(),
    status: varchar("status", { length: 10, enum: ["pending", "running", "done", "failed"] })
      .notNull()
      .default("pending"),
    /** The file's people (their key) to members, as the run was started with. */
    people: jsonb("people").$type<Record<string, number>>().notNull().default({}),
    totalRows: integer("total_rows").notNull(),
    processedRows: integer("processed_rows").notNull().default(0),
    createdLogs: integer("created_logs").notNull().default(0),
    skippedRows: integer("skipped_rows").notNull().default(0),
    failedRows: integer("failed_rows").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * Until when the running import is known to be alive: the process that runs it moves it on
     * with each chunk. A running import past it was cut off (a restart) and is shown as failed.
     */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
  },
  (table) => [
    tenantKey("import_job", table),
    tenantReference("import_job_user_fk", table.userId, table, users).onDelete("cascade"),
  ],
);

/**
 * Which source rows were imported, by their stable key (the format and the tool's entry id, else
 * a hash of the row's content): importing the same row again creates nothing. The key stays when
 * its log is deleted (no foreign key): a deleted log is not brought back by importing again.
 */
export const importedRow = pgTable(
  "imported_row",
  {
    companyId: bigint("company_id", { mode: "number" })
      .notNull()
      .references(() => company.id),
    sourceKey: varchar("source_key", { length: 80 }).notNull(),
    timeLogId: bigint("time_log_id", { mode: "number" }).notNull(),
    importJobId: bigint("import_job_id", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ name: "imported_row_pkey", columns: [table.companyId, table.sourceKey] }),
  ],
);
