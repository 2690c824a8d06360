import type { ImportFormat, ImportJob } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { importJob } from "../../db/schema/index.ts";
import type { Analysis } from "./import-plan.ts";

export type ImportJobRow = typeof importJob.$inferSelect;

/** Every column but the file itself. */
export const jobColumns = {
  id: importJob.id,
  companyId: importJob.companyId,
  userId: importJob.userId,
  format: importJob.format,
  fileName: importJob.fileName,
  analysis: importJob.analysis,
  status: importJob.status,
  people: importJob.people,
  totalRows: importJob.totalRows,
  processedRows: importJob.processedRows,
  createdLogs: importJob.createdLogs,
  skippedRows: importJob.skippedRows,
  failedRows: importJob.failedRows,
  createdAt: importJob.createdAt,
  finishedAt: importJob.finishedAt,
  leaseUntil: importJob.leaseUntil,
};

/** How long a running import stays alive without progress: chunks take well under a second. */
export const IMPORT_LEASE_MS = 2 * 60_000;

/** The lease a running import holds from `now`. */
export const leaseFrom = (now: Date) => new Date(now.getTime() + IMPORT_LEASE_MS);

/**
 * An import as the API shows it at `now`. A running import whose lease has passed was cut off
 * (its process stopped): it is failed, and importing the file again writes the rest.
 */
export const toImportJob = (row: Omit<ImportJobRow, "content">, now: Date): ImportJob => ({
  ...(row.analysis as Analysis),
  id: row.id,
  format: row.format as ImportFormat,
  file_name: row.fileName,
  status:
    row.status === "running" && row.leaseUntil !== null && row.leaseUntil < now
      ? "failed"
      : row.status,
  total_rows: row.totalRows,
  processed_rows: row.processedRows,
  created_logs: row.createdLogs,
  skipped_rows: row.skippedRows,
  failed_rows: row.failedRows,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/** An import of the caller's company; another company's, or none, is 404. */
export async function findImportJob(db: Queryable, actor: Actor, id: number) {
  const [row] = await db
    .select(jobColumns)
    .from(importJob)
    .where(and(eq(importJob.companyId, actor.companyId), eq(importJob.id, id)));
  if (!row) throw notFound();
  return row;
}
