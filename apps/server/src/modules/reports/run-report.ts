import type { ParsedReportQuery, Report } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { ReportsDeps } from "./deps.ts";
import { buildReport } from "./report-rows.ts";

/** A report of the caller's definition, over the logs the caller may see. */
export function runReport(
  deps: ReportsDeps,
  actor: Actor,
  query: ParsedReportQuery,
): Promise<Report> {
  return buildReport(deps.db, actor, query, deps.clock());
}
