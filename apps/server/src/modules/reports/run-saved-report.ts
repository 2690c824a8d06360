import type { Report } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { ReportsDeps } from "./deps.ts";
import { buildReport } from "./report-rows.ts";
import { findOwnReport, queryOf } from "./saved-reports.ts";

/** One of the caller's saved reports over the logs as they are now. */
export async function runSavedReport(deps: ReportsDeps, actor: Actor, id: number): Promise<Report> {
  const row = await findOwnReport(deps.db, actor, id);
  return buildReport(deps.db, actor, queryOf(row.definition), deps.clock());
}
