import type { ReportFileQuery } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { Download } from "../time/index.ts";
import { companyNameOf } from "./company-name.ts";
import type { ReportsDeps } from "./deps.ts";
import { reportDownload } from "./report-download.ts";
import { findOwnReport, queryOf } from "./saved-reports.ts";

/** One of the caller's saved reports as a CSV, XLSX or PDF timesheet named after it. */
export async function exportSavedReport(
  deps: ReportsDeps,
  actor: Actor,
  id: number,
  query: ReportFileQuery,
): Promise<Download> {
  const row = await findOwnReport(deps.db, actor, id);
  return reportDownload(deps.db, {
    owner: actor,
    query: queryOf(row.definition),
    name: row.name,
    companyName: await companyNameOf(deps.db, actor.companyId),
    language: actor.languagePreference,
    format: query.file_format ?? "csv",
    now: deps.clock(),
  });
}
