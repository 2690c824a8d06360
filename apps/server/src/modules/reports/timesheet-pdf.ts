import type { Language, Report, ReportRow } from "@tempus/contract";
import PDFDocument from "pdfkit";
import { faces } from "../invoicing/index.ts";
import { REPORT_FILE_WORDS } from "./report-labels.ts";

/** What a timesheet is printed from (a structured clone of it goes to a render thread). */
export interface TimesheetInput {
  report: Report;
  language: Language;
  companyName: string;
  /** The saved report's name, or null for a report of the builder. */
  name: string | null;
  /** Whose time it holds: a person's name, or null for everyone the owner sees. */
  person: string | null;
  created: Date;
}

type Figures = Omit<ReportRow, "key" | "label" | "rows">;

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN - 30;
const GREY = "#555555";
const TEXT = 9;

const hoursMinutes = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}`;

/**
 * A report as a printable A4 timesheet: the company, the period, whose time, then a line per
 * group (its subtotal) and per row within it, with worked, billable and rounded billable time
 * and (where the report has them) amounts, and the totals; page numbers at the foot.
 */
export function writeTimesheetPdf(input: TimesheetInput): Promise<Buffer> {
  const { report, language } = input;
  const words = REPORT_FILE_WORDS[language];
  const title = input.name ? `${words.timesheet}: ${input.name}` : words.timesheet;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    font: faces().regular,
    bufferPages: true,
    info: {
      Title: title,
      Author: input.companyName,
      Creator: "Tempus",
      CreationDate: input.created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", faces().regular);
  doc.registerFont("bold", faces().bold);

  const decimal = (value: string) => (language === "en" ? value : value.replace(".", ","));
  const withAmounts = report.totals.amounts !== undefined;
  const columns = [
    { header: words.worked, width: 62, value: (f: Figures) => hoursMinutes(f.tracked_seconds) },
    { header: words.billable, width: 74, value: (f: Figures) => hoursMinutes(f.billable_seconds) },
    { header: words.billed, width: 74, value: (f: Figures) => hoursMinutes(f.billed_seconds) },
    ...(withAmounts
      ? [
          {
            header: words.amount,
            width: 100,
            value: (f: Figures) =>
              (f.amounts ?? [])
                .map((entry) => `${decimal(entry.amount)} ${entry.currency}`)
                .join(" · ") || "–",
          },
        ]
      : []),
  ];
  const labelWidth = WIDTH - columns.reduce((sum, column) => sum + column.width, 0);
  const grouping = report.then_by
    ? `${words.groupings[report.group_by]} / ${words.groupings[report.then_by]}`
    : words.groupings[report.group_by];

  doc.font("regular").fontSize(TEXT).fillColor(GREY).text(input.companyName, MARGIN, MARGIN);
  doc.font("bold").fontSize(16).fillColor("black").text(title, { width: WIDTH });
  doc
    .moveDown(0.5)
    .font("regular")
    .fontSize(TEXT + 1);
  doc.text(`${words.period}: ${report.from} – ${report.to} (${report.timezone})`);
  doc.text(`${words.people}: ${input.person ?? words.everyone}`);
  doc.moveDown(1);

  const line = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
  const heading = () => {
    const y = doc.y;
    // Headings may take two lines (at spaces): "Abrechenbar gerundet".
    doc
      .font("bold")
      .fontSize(TEXT - 1)
      .fillColor("black");
    let bottom = y + doc.heightOfString(grouping, { width: labelWidth - 6 });
    doc.text(grouping, MARGIN, y, { width: labelWidth - 6 });
    let x = MARGIN + labelWidth;
    for (const column of columns) {
      const options = { width: column.width - 4, align: "right" as const };
      bottom = Math.max(bottom, y + doc.heightOfString(column.header, options));
      doc.text(column.header, x + 4, y, options);
      x += column.width;
    }
    doc.y = bottom;
    line(doc.y + 2);
    doc.y += 6;
  };
  const row = (label: string, figures: Figures, options: { bold?: boolean; indent?: number }) => {
    doc
      .font(options.bold ? "bold" : "regular")
      .fontSize(TEXT)
      .fillColor("black");
    const indent = options.indent ?? 0;
    const height = doc.heightOfString(label, { width: labelWidth - 6 - indent });
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      heading();
      doc.font(options.bold ? "bold" : "regular").fontSize(TEXT);
    }
    const y = doc.y;
    doc.text(label, MARGIN + indent, y, { width: labelWidth - 6 - indent });
    let x = MARGIN + labelWidth;
    for (const column of columns) {
      doc.text(column.value(figures), x, y, { width: column.width, align: "right" });
      x += column.width;
    }
    doc.y = y + Math.max(height, 11) + 3;
  };

  heading();
  const named = (label: string | null) => label ?? words.none;
  for (const group of report.rows) {
    row(named(group.label), group, { bold: report.then_by !== null });
    for (const inner of group.rows) row(named(inner.label), inner, { indent: 12 });
  }
  line(doc.y);
  doc.y += 4;
  row(words.total, report.totals, { bold: true });

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const text = words.page
      .replace("{page}", String(index + 1))
      .replace("{pages}", String(range.count));
    // Below the bottom margin: pdfkit would otherwise start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font("regular").fontSize(8).fillColor(GREY);
    doc.text(text, MARGIN, 841.89 - MARGIN + 10, {
      width: WIDTH,
      align: "right",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
