import { PassThrough } from "node:stream";
import {
  type Language,
  REPORT_EXPORT_CONTENT_TYPES,
  type Report,
  type ReportExportFormat,
  type ReportRow,
} from "@tempus/contract";
import {
  csvField,
  csvStyleOf,
  type Download,
  hoursMinutes,
  hoursOf,
  slug,
  textCell,
  type WorkbookColumn,
  type WorkbookRow,
  xlsxStream,
} from "../time/index.ts";
import { REPORT_FILE_WORDS } from "./report-labels.ts";

/** What a report's file is written from besides its rows. */
export interface ReportFileInput {
  report: Report;
  /** The report's name (a saved one's) or null: the file is named after it and the company. */
  name: string | null;
  companyName: string;
  language: Language;
  format: Exclude<ReportExportFormat, "pdf">;
  created: Date;
}

type Figures = Omit<ReportRow, "key" | "label" | "rows">;

/**
 * A report as a file: one line per row (per inner row where there are two groupings, each
 * followed by its group's total), and the totals last; worked and billable time as hours and as
 * h:mm, and (for owners and admins) a column of amounts per currency. CSV in UTF-8 with BOM,
 * the separator and decimal mark of the reader's language, typed texts made safe for
 * spreadsheets; XLSX with number and duration cells, written on the export threads. (The PDF
 * timesheet: report-download.ts.)
 */
export function reportFile(input: ReportFileInput): Download {
  const { report, language, format } = input;
  const words = REPORT_FILE_WORDS[language];
  const currencies = [...new Set((report.totals.amounts ?? []).map((amount) => amount.currency))];
  const groupings = [report.group_by, ...(report.then_by ? [report.then_by] : [])];
  const headers = [
    ...groupings.map((grouping) => words.groupings[grouping]),
    words.workedHours,
    words.worked,
    words.billableHours,
    words.billable,
    words.billedHours,
    words.billed,
    ...(report.totals.amounts ? currencies.map((currency) => `${words.amount} ${currency}`) : []),
  ];
  const amountOf = (figures: Figures, currency: string) =>
    figures.amounts?.find((amount) => amount.currency === currency)?.amount ?? "0";
  const named = (label: string | null) => label ?? words.none;
  // Each line: its labels, then its figures.
  const lines: { labels: string[]; figures: Figures }[] = [];
  for (const row of report.rows) {
    if (report.then_by) {
      for (const inner of row.rows)
        lines.push({ labels: [named(row.label), named(inner.label)], figures: inner });
      lines.push({ labels: [named(row.label), words.total], figures: row });
    } else lines.push({ labels: [named(row.label)], figures: row });
  }
  lines.push({
    labels: [words.total, ...(report.then_by ? [""] : [])],
    figures: report.totals,
  });
  const filename = reportFileName(input.companyName, input.name, report, format);

  if (format === "csv") {
    const { separator, decimal } = csvStyleOf(language);
    const text = [
      headers,
      ...lines.map(({ labels, figures }) => [
        ...labels.map(textCell),
        decimal(hoursOf(figures.tracked_seconds)),
        hoursMinutes(figures.tracked_seconds),
        decimal(hoursOf(figures.billable_seconds)),
        hoursMinutes(figures.billable_seconds),
        decimal(hoursOf(figures.billed_seconds)),
        hoursMinutes(figures.billed_seconds),
        ...(figures.amounts
          ? currencies.map((currency) => decimal(amountOf(figures, currency)))
          : []),
      ]),
    ]
      .map((cells) => cells.map((cell) => csvField(cell, separator)).join(separator))
      .join("\r\n");
    const body = new PassThrough();
    body.end(`\uFEFF${text}\r\n`);
    return { filename, contentType: `${REPORT_EXPORT_CONTENT_TYPES.csv}; charset=utf-8`, body };
  }

  const columns: WorkbookColumn[] = headers.map((header, index) => {
    const figure = index - groupings.length;
    return {
      header,
      width: figure < 0 ? 28 : 16,
      style:
        figure < 0
          ? {}
          : figure % 2 === 1 && figure < 6
            ? { numFmt: "[h]:mm" }
            : { numFmt: "0.00" },
    };
  });
  const rows: WorkbookRow[] = lines.map(({ labels, figures }) => [
    ...labels,
    Number(hoursOf(figures.tracked_seconds)),
    figures.tracked_seconds / 86_400,
    Number(hoursOf(figures.billable_seconds)),
    figures.billable_seconds / 86_400,
    Number(hoursOf(figures.billed_seconds)),
    figures.billed_seconds / 86_400,
    ...(figures.amounts ? currencies.map((currency) => Number(amountOf(figures, currency))) : []),
  ]);
  async function* batches() {
    yield rows;
  }
  const body = xlsxStream({ sheetName: words.sheet, columns, created: input.created }, batches);
  return { filename, contentType: REPORT_EXPORT_CONTENT_TYPES.xlsx, body };
}

/** A report file's name: the company's, the report's (or "report") and the period, slugged. */
export function reportFileName(
  companyName: string,
  name: string | null,
  report: Report,
  format: ReportExportFormat,
) {
  const base = [slug(companyName), name ? slug(name) : "report", report.from, report.to]
    .filter(Boolean)
    .join("_");
  return `${base}.${format}`;
}
