import type { SavedReport } from "@tempus/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { savedReport } from "../../db/schema/index.ts";
import type { ReportsDeps } from "./deps.ts";
import { presentSavedReport } from "./saved-reports.ts";

/** The caller's saved reports by name (each person sees only their own). */
export async function listSavedReports(deps: ReportsDeps, actor: Actor): Promise<SavedReport[]> {
  const rows = await deps.db
    .select()
    .from(savedReport)
    .where(and(eq(savedReport.companyId, actor.companyId), eq(savedReport.userId, actor.id)))
    .orderBy(asc(savedReport.name), asc(savedReport.id));
  return rows.map(presentSavedReport);
}
