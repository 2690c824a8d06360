import { IMPORT_CHUNK_ROWS, type ImportFormat } from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import { importedRow, importJob, timeLog } from "../../db/schema/index.ts";
import {
  loadPricingContext,
  lockPricing,
  priceLog,
  repriceDays,
  withPricingLock,
} from "../pricing/index.ts";
import type { ImportsDeps } from "./deps.ts";
import { ensureCatalog } from "./import-catalog.ts";
import { readImportFile } from "./import-file.ts";
import { importedKeys, loadCatalogState } from "./import-plan.ts";
import { leaseFrom } from "./import-presenter.ts";
import { prepareRows, type ReadyRow } from "./import-rows.ts";
import { wallClockOf } from "./wall-time.ts";

export interface StartedImport {
  id: number;
  companyId: number;
  format: ImportFormat;
  content: string;
  /** The file's people (their key) to members: the mapping and the e-mail matches. */
  people: Map<string, number>;
}

/** Lets the event loop answer other requests between two chunks. */
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Imports a started job's rows: what they name is created first (one transaction), then the logs
 * in chunks of IMPORT_CHUNK_ROWS, each chunk one transaction under the company's pricing lock that
 * skips the rows imported before, prices the new logs as any new log is priced, records their
 * keys and counts its progress on the job. A failure marks the job failed; the chunks written
 * stay, and importing the file again writes the rest.
 */
export async function processImport(deps: ImportsDeps, job: StartedImport): Promise<void> {
  try {
    await importRows(deps, job);
  } catch (error) {
    await deps.db
      .update(importJob)
      .set({ status: "failed", finishedAt: deps.clock() })
      .where(and(eq(importJob.companyId, job.companyId), eq(importJob.id, job.id)));
    throw error;
  }
}

async function importRows(deps: ImportsDeps, job: StartedImport) {
  const { db } = deps;
  const { format, rows } = readImportFile(job.content);
  const first = await loadCatalogState(db, job.companyId);
  const { ready, errors } = prepareRows(format, rows, {
    wall: wallClockOf(first.timezone),
    locked: first.locked,
  });
  await progress(db, job, {
    failedRows: errors.length,
    totalRows: ready.length + errors.length,
    processedRows: errors.length,
  });
  const before = await importedKeys(
    db,
    job.companyId,
    ready.map((row) => row.key),
  );
  const fresh = ready.filter((row) => !before.has(row.key));
  await progress(db, job, { skippedRows: ready.length - fresh.length });
  const targetOf = await withPricingLock(db, job.companyId, async (tx) =>
    ensureCatalog(tx, job.companyId, fresh, await loadCatalogState(tx, job.companyId)),
  );
  for (let from = 0; from < fresh.length; from += IMPORT_CHUNK_ROWS) {
    await yieldToOthers();
    const chunk = fresh.slice(from, from + IMPORT_CHUNK_ROWS);
    await db.transaction(async (tx) => {
      await lockPricing(tx, job.companyId);
      const done = await importedKeys(
        tx,
        job.companyId,
        chunk.map((row) => row.key),
      );
      const todo = chunk.filter((row) => !done.has(row.key));
      const created = await insertLogs(deps, tx, job, todo, targetOf);
      await tx
        .update(importJob)
        .set({
          processedRows: sql`${importJob.processedRows} + ${chunk.length}`,
          createdLogs: sql`${importJob.createdLogs} + ${created}`,
          skippedRows: sql`${importJob.skippedRows} + ${chunk.length - todo.length}`,
          // Alive: the lease moves on with each chunk.
          leaseUntil: leaseFrom(deps.clock()),
        })
        .where(and(eq(importJob.companyId, job.companyId), eq(importJob.id, job.id)));
    });
  }
  await db
    .update(importJob)
    .set({ status: "done", finishedAt: deps.clock(), content: "" })
    .where(and(eq(importJob.companyId, job.companyId), eq(importJob.id, job.id)));
}

const progress = (
  db: Database,
  job: StartedImport,
  counts: Partial<typeof importJob.$inferInsert>,
) =>
  db
    .update(importJob)
    .set({
      ...counts,
      ...(counts.skippedRows === undefined
        ? {}
        : { processedRows: sql`${importJob.processedRows} + ${counts.skippedRows}` }),
    })
    .where(and(eq(importJob.companyId, job.companyId), eq(importJob.id, job.id)));

async function insertLogs(
  deps: ImportsDeps,
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  job: StartedImport,
  rows: readonly ReadyRow[],
  targetOf: (row: ReadyRow) => ReturnType<Awaited<ReturnType<typeof ensureCatalog>>>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const context = await loadPricingContext(tx, job.companyId);
  const now = deps.clock();
  const values = rows.map((row) => {
    const target = targetOf(row);
    const userId = job.people.get(row.person) as number;
    const end = new Date(row.start.getTime() + row.seconds * 1000);
    const priced = priceLog(context, { ...target, userId, start: row.start, end }, now);
    return {
      companyId: job.companyId,
      userId,
      projectId: target.projectId,
      activityId: target.activityId,
      description: row.description,
      start: row.start,
      end,
      durationSeconds: row.seconds,
      billable: target.billable,
      tagIds: target.tagIds,
      currency: target.currency,
      ...priced,
      createdAt: now,
      updatedAt: now,
    };
  });
  const saved = await tx.insert(timeLog).values(values).returning({
    id: timeLog.id,
    userId: timeLog.userId,
    projectId: timeLog.projectId,
    start: timeLog.start,
    end: timeLog.end,
  });
  await tx.insert(importedRow).values(
    saved.map((log, index) => ({
      companyId: job.companyId,
      sourceKey: rows[index].key,
      timeLogId: log.id,
      importJobId: job.id,
    })),
  );
  // A rule that rounds per day shares the days out again (decision 031), as after any write.
  await repriceDays(tx, job.companyId, context, saved);
  return saved.length;
}
