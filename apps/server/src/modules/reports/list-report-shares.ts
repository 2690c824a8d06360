import type { ReportShare } from "@tempus/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { reportShare } from "../../db/schema/index.ts";
import type { ReportsDeps } from "./deps.ts";
import { findOwnReport } from "./saved-reports.ts";
import { presentShare } from "./share-links.ts";

/** The links to one of the caller's saved reports, oldest first (expired ones too). */
export async function listReportShares(
  deps: ReportsDeps,
  actor: Actor,
  id: number,
): Promise<ReportShare[]> {
  await findOwnReport(deps.db, actor, id);
  const now = deps.clock();
  const rows = await deps.db
    .select()
    .from(reportShare)
    .where(and(eq(reportShare.companyId, actor.companyId), eq(reportShare.reportId, id)))
    .orderBy(asc(reportShare.id));
  return rows.map((row) => presentShare(row, now));
}
