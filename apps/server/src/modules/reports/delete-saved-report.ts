import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { savedReport } from "../../db/schema/index.ts";
import type { ReportsDeps } from "./deps.ts";

/** Deletes one of the caller's saved reports; its links go with it. */
export async function deleteSavedReport(
  deps: ReportsDeps,
  actor: Actor,
  id: number,
): Promise<void> {
  const deleted = await deps.db
    .delete(savedReport)
    .where(
      and(
        eq(savedReport.companyId, actor.companyId),
        eq(savedReport.id, id),
        eq(savedReport.userId, actor.id),
      ),
    )
    .returning({ id: savedReport.id });
  if (deleted.length === 0) throw notFound();
}
