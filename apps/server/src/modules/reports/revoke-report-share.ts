import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { reportShare } from "../../db/schema/index.ts";
import type { ReportsDeps } from "./deps.ts";
import { findOwnReport } from "./saved-reports.ts";

/** Revokes a link to one of the caller's saved reports: it is deleted and opens no more. */
export async function revokeReportShare(
  deps: ReportsDeps,
  actor: Actor,
  ids: { id: number; shareId: number },
): Promise<void> {
  await findOwnReport(deps.db, actor, ids.id);
  const deleted = await deps.db
    .delete(reportShare)
    .where(
      and(
        eq(reportShare.companyId, actor.companyId),
        eq(reportShare.reportId, ids.id),
        eq(reportShare.id, ids.shareId),
      ),
    )
    .returning({ id: reportShare.id });
  if (deleted.length === 0) throw notFound();
}
