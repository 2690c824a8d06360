import type { ParsedReportExportQuery } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { Download } from "../time/index.ts";
import { companyNameOf } from "./company-name.ts";
import type { ReportsDeps } from "./deps.ts";
import { reportDownload } from "./report-download.ts";

/** The caller's definition as a CSV, XLSX or PDF timesheet, in the caller's language. */
export async function exportReport(
  deps: ReportsDeps,
  actor: Actor,
  query: ParsedReportExportQuery,
): Promise<Download> {
  return reportDownload(deps.db, {
    owner: actor,
    query,
    name: null,
    companyName: await companyNameOf(deps.db, actor.companyId),
    language: actor.languagePreference,
    format: query.file_format ?? "csv",
    now: deps.clock(),
  });
}
