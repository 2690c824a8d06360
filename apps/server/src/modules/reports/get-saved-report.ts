import type { SavedReport } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { ReportsDeps } from "./deps.ts";
import { findOwnReport, presentSavedReport } from "./saved-reports.ts";

/** One of the caller's saved reports. */
export async function getSavedReport(
  deps: ReportsDeps,
  actor: Actor,
  id: number,
): Promise<SavedReport> {
  return presentSavedReport(await findOwnReport(deps.db, actor, id));
}
