import type { Language, ReportFileQuery } from "@tempus/contract";
import type { Download } from "../time/index.ts";
import type { ReportsDeps } from "./deps.ts";
import { reportDownload } from "./report-download.ts";
import { sharedReportSource } from "./shared-report-source.ts";

/** A shared report as a CSV, XLSX or PDF timesheet, without signing in, in the reader's language. */
export async function exportSharedReport(
  deps: ReportsDeps,
  token: string,
  query: ReportFileQuery,
  language: Language,
): Promise<Download> {
  const now = deps.clock();
  const source = await sharedReportSource(deps.db, token, now);
  return reportDownload(deps.db, {
    owner: source.owner,
    query: source.query,
    name: source.name,
    companyName: source.companyName,
    language,
    format: query.file_format ?? "csv",
    now,
  });
}
