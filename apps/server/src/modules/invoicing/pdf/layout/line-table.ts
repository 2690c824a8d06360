/** The invoice's lines as a table, page after page with the column titles on each. */
import type { InvoiceLanguage } from "@tempus/contract";
import type { InvoiceDocument } from "../../xml/invoice-document.ts";
import { FastCells } from "../fast-cells.ts";
import { formatDay, formatDecimal, type InvoiceLabels, unitLabel } from "../labels.ts";
import { CONTENT_WIDTH, type Doc, type Layout, MARGIN, SMALL, TEXT } from "./geometry.ts";
import { bottom, nextPage, room, rule } from "./text-flow.ts";

/** Table columns: x offset from the left margin, width, alignment. */
const COLUMNS = {
  position: { x: 0, width: 24, align: "left" },
  description: { x: 28, width: 210, align: "left" },
  quantity: { x: 240, width: 56, align: "right" },
  unit: { x: 300, width: 34, align: "left" },
  unitPrice: { x: 336, width: 64, align: "right" },
  taxRate: { x: 402, width: 34, align: "right" },
  amount: { x: 438, width: CONTENT_WIDTH - 438, align: "right" },
} as const;

/** The column titles at `y` with a rule below them; answers where the first line starts. */
function tableHeader(doc: Doc, labels: InvoiceLabels, y: number): number {
  doc
    .font("bold")
    .fontSize(SMALL + 0.5)
    .fillColor("black");
  const titles: Record<keyof typeof COLUMNS, string> = {
    position: labels.position,
    description: labels.description,
    quantity: labels.quantity,
    unit: "",
    unitPrice: labels.unitPrice,
    taxRate: labels.taxRate,
    amount: labels.amount,
  };
  for (const [key, column] of Object.entries(COLUMNS)) {
    cell(doc, titles[key as keyof typeof COLUMNS], column, y);
  }
  const ruleY = y + 12;
  rule(doc, ruleY, 0.6);
  doc.font("regular").fontSize(TEXT);
  return ruleY + 4;
}

/**
 * A line's text as printed: a description that starts with the line's day in
 * ISO form (one line per log or per day) starts with the day in the language's
 * form instead; the XML keeps the ISO text.
 */
function lineDescription(
  line: InvoiceDocument["lines"][number],
  language: InvoiceLanguage,
): string {
  const { day, description } = line;
  if (day && description.startsWith(day))
    return formatDay(day, language) + description.slice(day.length);
  return description;
}

/** The lines, page after page with the column titles on each; answers where the table ends. */
export function lineTable({ doc, document, language, labels }: Layout, start: number): number {
  // The column titles with at least one line below them.
  let y = tableHeader(doc, labels, room(doc, start, 40));
  // tableHeader leaves the regular font at the text size: every cell is set in it.
  const cells = new FastCells(doc);
  const at = (key: keyof typeof COLUMNS, text: string) => {
    const column = COLUMNS[key];
    return {
      text,
      x: MARGIN.left + column.x,
      width: column.align === "right" ? column.width : undefined,
    };
  };
  const lineHeight = cells.lineHeight();
  for (const line of document.lines) {
    const description = lineDescription(line, language);
    const wrapped = cells.wrap(description, COLUMNS.description.width);
    const rowHeight = Math.max(wrapped.length * lineHeight, TEXT + 2) + 3;
    if (y + rowHeight > bottom()) y = tableHeader(doc, labels, nextPage(doc));
    // In reading order: the description before the figures.
    cells.row(
      [
        at("position", String(line.position)),
        at("description", wrapped[0]),
        at("quantity", formatDecimal(line.quantity, language)),
        at("unit", unitLabel(language, line.unit_code, line.quantity)),
        at("unitPrice", formatDecimal(line.unit_price, language)),
        at("taxRate", `${formatDecimal(line.tax_rate, language, 0)} %`),
        at("amount", formatDecimal(line.net_amount, language)),
      ],
      y,
    );
    wrapped.slice(1).forEach((text, index) => {
      cells.row([at("description", text)], y + (index + 1) * lineHeight);
    });
    y += rowHeight;
  }
  rule(doc, y, 0.6);
  return y + 6;
}

/**
 * One line of text in a column, aligned by its measured width: no line
 * wrapping (the costly part of pdfkit's text layout, thousands of times per
 * invoice of 1,000 lines).
 */
function cell(doc: Doc, value: string, column: (typeof COLUMNS)[keyof typeof COLUMNS], y: number) {
  const x =
    column.align === "right"
      ? MARGIN.left + column.x + column.width - doc.widthOfString(value)
      : MARGIN.left + column.x;
  doc.text(value, x, y, { lineBreak: false });
}
