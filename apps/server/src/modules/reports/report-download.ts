import { PassThrough } from "node:stream";
import {
  type Language,
  type ParsedReportQuery,
  REPORT_EXPORT_CONTENT_TYPES,
  type ReportExportFormat,
  seesAllTime,
} from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { Database } from "../../db/open-database.ts";
import { namesOf } from "../statistics/index.ts";
import type { Download } from "../time/index.ts";
import { reportFile, reportFileName } from "./report-file.ts";
import { buildReport } from "./report-rows.ts";
import { renderTimesheet } from "./timesheet-render.ts";

/** What a report's file is made of: whose view, which definition, its name and the reader's language. */
export interface DownloadInput {
  owner: Actor;
  query: ParsedReportQuery;
  name: string | null;
  companyName: string;
  language: Language;
  format: ReportExportFormat;
  now: Date;
}

/**
 * A report as a file, as `owner` may see it now: CSV or XLSX (report-file.ts), or the PDF
 * timesheet, printed on a render thread, naming whose time it holds (the person filtered for, a
 * member's own name, or everyone).
 */
export async function reportDownload(db: Database, input: DownloadInput): Promise<Download> {
  const { owner, query, format } = input;
  const report = await buildReport(db, owner, query, input.now);
  const common = {
    report,
    name: input.name,
    companyName: input.companyName,
    language: input.language,
  };
  if (format !== "pdf") return reportFile({ ...common, format, created: input.now });
  const person =
    query.user !== undefined
      ? ((await namesOf(db, owner.companyId, "user", [query.user])).get(query.user) ?? null)
      : seesAllTime(owner)
        ? null
        : owner.username;
  const pdf = await renderTimesheet({ ...common, person, created: input.now });
  const body = new PassThrough();
  body.end(pdf);
  return {
    filename: reportFileName(input.companyName, input.name, report, "pdf"),
    contentType: REPORT_EXPORT_CONTENT_TYPES.pdf,
    body,
  };
}
