import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { InvoiceLanguage, InvoiceParty } from "@tempus/contract";
import { create as openFont } from "fontkit";
import PDFDocument from "pdfkit";
import type { InvoiceDocument } from "../xml/invoice-document.ts";
import { epcPayload, qrModules } from "./epc-qr.ts";
import { FACTURX_FILE_NAME, FACTURX_XMP } from "./facturx-metadata.ts";
import { FastCells } from "./fast-cells.ts";
import {
  countryName,
  documentTitle,
  exchangeRateText,
  formatDay,
  formatDecimal,
  formatMoney,
  type InvoiceLabels,
  LABELS,
  legalRegistrationText,
  unitLabel,
} from "./labels.ts";

/** DejaVu Sans (Bitstream Vera licence, pdf/fonts/LICENSE): embedded as subsets, as PDF/A requires. */
const FONTS = {
  regular: fileURLToPath(new URL("./fonts/DejaVuSans.ttf", import.meta.url)),
  bold: fileURLToPath(new URL("./fonts/DejaVuSans-Bold.ttf", import.meta.url)),
};

let parsed: { regular: object; bold: object } | undefined;
/**
 * The fonts parsed once per process: pdfkit would parse each (700 KB, its glyph
 * metrics table included) for every document, a third of a large invoice's
 * time. Each document still embeds its own subset.
 */
function faces() {
  parsed ??= {
    regular: openFont(readFileSync(FONTS.regular)),
    bold: openFont(readFileSync(FONTS.bold)),
  };
  return parsed;
}

export interface PdfInput {
  document: InvoiceDocument;
  language: InvoiceLanguage;
  /** The CII XML that Factur-X embeds as factur-x.xml. */
  cii: string;
  /** The company's logo as JPEG (already flattened to RGB), if it has one. */
  logo: Buffer | null;
}

const MM = 72 / 25.4;
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 48, top: 48, bottom: 80 };
/** Where text starts on every page: below the running header of the pages after the first. */
const CONTENT_TOP = MARGIN.top + 24;
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The window of a DL envelope (DIN 5008 form B): 45 mm from the top, 85 mm wide. */
const ADDRESS = { top: 45 * MM, width: 85 * MM };
/** The facts (number, dates, references) beside the address, right of the envelope's window. */
const FACTS_X = MARGIN.left + 262;
const TEXT = 9;
const SMALL = 7.5;
const FOOTER_SIZE = 6.5;
const GREY = "#555555";
const RULE = "#999999";

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

type Doc = PDFKit.PDFDocument;

/** What every part of the layout reads: the document (as the font shows it) and its words. */
interface Layout {
  doc: Doc;
  document: InvoiceDocument;
  language: InvoiceLanguage;
  labels: InvoiceLabels;
  /** "Invoice 2026-0001" */
  title: string;
  logo: Buffer | null;
  /** A country's name in the invoice's language, as the font shows it. */
  country: (code: string) => string;
}

/** Text without XML's special characters, so pdfkit's XMP (which does not escape) stays well-formed. */
const xmpSafe = (value: string) => value.replace(/[<>&"]/g, " ");

/**
 * A paragraph's figures kept with their units and French punctuation with its
 * word when the line wraps: "19 %", "40 €", "123,45 EUR", "retard :".
 */
const unbroken = (text: string) =>
  text
    .replace(/(\d) (?=%|€|[A-Z]{3}\b)/g, "$1\u00a0")
    .replace(/ (?=[:;!?](\s|$))/g, "\u00a0")
    .replace(/§ (?=\d)/g, "§\u00a0");

/**
 * The PDF/A-3b of an issued invoice, credit note or advance invoice, Factur-X
 * profile EN 16931: the human-readable invoice with the CII XML embedded as
 * factur-x.xml (AFRelationship Alternative, listed in the catalog's /AF), the
 * Factur-X XMP metadata, embedded font subsets with their Unicode maps (text
 * can be copied and searched) and the sRGB output intent pdfkit ships.
 */
export function writeInvoicePdf(pdfInput: PdfInput): Promise<Buffer> {
  const { language } = pdfInput;
  const labels = LABELS[language];
  const title = `${documentTitle(language, pdfInput.document.typeCode)} ${pdfInput.document.number}`;
  // The issue day as the document's dates: the same invoice always gives the same file contents
  // (pdfkit's file ID is a hash of the Info dictionary).
  const created = new Date(`${pdfInput.document.issueDate}T00:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margins: { ...MARGIN, top: CONTENT_TOP },
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    lang: labels.locale,
    font: faces().regular as unknown as string,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: xmpSafe(title),
      Author: xmpSafe(pdfInput.document.seller.name),
      Creator: "Tempus",
      Producer: "Tempus",
      CreationDate: created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", faces().regular as unknown as string);
  doc.registerFont("bold", faces().bold as unknown as string);
  const shown = printable(doc);
  const layout: Layout = {
    doc,
    document: printableDocument(pdfInput.document, shown),
    language,
    labels,
    title: shown(title),
    country: (code) => shown(countryName(language, code)),
    logo: pdfInput.logo,
  };

  const afterHeader = header(layout);
  const afterLines = lineTable(layout, afterHeader);
  const afterTotals = totals(layout, afterLines);
  const afterNotes = legalNotes(layout, afterTotals);
  payment(layout, afterNotes);
  runningHeadersAndFooters(layout);

  attachFacturX(doc, Buffer.from(pdfInput.cii, "utf8"), {
    name: FACTURX_FILE_NAME,
    type: "text/xml",
    relationship: "Alternative",
    description: `Factur-X ${xmpSafe(title)}`,
    creationDate: created,
    modifiedDate: created,
  } as PDFKit.Mixins.PDFAttachmentOptions & { relationship: string });
  doc.appendXML(FACTURX_XMP);
  doc.end();
  return done;
}

/**
 * Attaches the XML as pdfkit does, but with the embedded file's /CheckSum as
 * the PDF spec (and Factur-X) defines it: the 16 bytes of the MD5 digest (a
 * hex string `<…>`), where pdfkit writes the 32 hex characters as text.
 */
function attachFacturX(doc: Doc, data: Buffer, options: PDFKit.Mixins.PDFAttachmentOptions) {
  const internals = doc as unknown as { ref(data: Record<string, unknown>): unknown };
  const ref = internals.ref;
  internals.ref = function (this: unknown, body: Record<string, unknown>) {
    const params = body?.Type === "EmbeddedFile" ? (body.Params as Record<string, unknown>) : null;
    if (params?.CheckSum instanceof String)
      params.CheckSum = createHash("md5").update(data).digest();
    return ref.call(this, body);
  };
  try {
    doc.file(data, options);
  } finally {
    internals.ref = ref;
  }
}

/**
 * A text as the embedded font can show it: a character DejaVu has no glyph for
 * (CJK, emoji) becomes "?", and control characters other than a line break a
 * space, since PDF/A forbids showing the .notdef glyph. The e-invoice XML keeps
 * the text as written.
 */
function printable(doc: Doc): (text: string) => string {
  doc.font("regular");
  const face = (
    doc as unknown as { _font: { font: { hasGlyphForCodePoint(code: number): boolean } } }
  )._font.font;
  const known = new Map<number, string>();
  return (text) => {
    let result = "";
    for (const char of text) {
      const code = char.codePointAt(0) as number;
      let shown = known.get(code);
      if (shown === undefined) {
        shown =
          code === 0x0a
            ? char
            : code < 0x20 || code === 0x7f
              ? " "
              : face.hasGlyphForCodePoint(code)
                ? char
                : "?";
        known.set(code, shown);
      }
      result += shown;
    }
    return result;
  };
}

/** Every text of the document that comes from the user, as the font can show it. */
function printableDocument(
  document: InvoiceDocument,
  shown: (text: string) => string,
): InvoiceDocument {
  const party = (of: InvoiceParty): InvoiceParty => ({
    ...of,
    name: shown(of.name),
    street: shown(of.street),
    zip_code: shown(of.zip_code),
    city: shown(of.city),
    country: shown(of.country),
    vat_id: shown(of.vat_id),
    tax_number: shown(of.tax_number),
    email: shown(of.email),
    phone: shown(of.phone),
    account_holder: shown(of.account_holder),
    buyer_reference: shown(of.buyer_reference),
    legal_registration_id: shown(of.legal_registration_id),
    register_court: shown(of.register_court),
    contact_name: shown(of.contact_name),
    legal_info: shown(of.legal_info),
  });
  return {
    ...document,
    number: shown(document.number),
    notes: shown(document.notes),
    footer: shown(document.footer),
    legalNotes: document.legalNotes.map(shown),
    paymentTerms: shown(document.paymentTerms),
    paymentReference: shown(document.paymentReference),
    paymentMeans: document.paymentMeans && {
      ...document.paymentMeans,
      accountHolder: shown(document.paymentMeans.accountHolder),
      iban: shown(document.paymentMeans.iban),
      bic: shown(document.paymentMeans.bic),
    },
    seller: party(document.seller),
    buyer: party(document.buyer),
    references: {
      buyer: shown(document.references.buyer),
      order: shown(document.references.order),
      contract: shown(document.references.contract),
      project: shown(document.references.project),
    },
    lines: document.lines.map((line) => ({ ...line, description: shown(line.description) })),
    preceding: document.preceding.map((invoice) => ({
      ...invoice,
      number: shown(invoice.number),
    })),
  };
}

/** "Street, 12345 City" (and the country's name when the other party is abroad). */
function addressParts(party: InvoiceParty, withCountry: boolean, country: Layout["country"]) {
  return [
    party.street.replace(/\s*\n\s*/g, ", "),
    [party.zip_code, party.city].filter(Boolean).join(" "),
    withCountry && party.country ? country(party.country) : "",
  ].filter(Boolean);
}

/** The parties cross a border: the addresses name their countries (as postal practice does). */
const abroad = ({ seller, buyer }: InvoiceDocument) =>
  Boolean(buyer.country && seller.country && buyer.country !== seller.country);

/** A German public buyer's routing ID (Leitweg-ID) rather than a free reference. */
const LEITWEG_ID = /^\d{2,12}(-[A-Za-z0-9]{1,30})?-\d{2}$/;

function header({ doc, document, language, labels, title, logo, country }: Layout): number {
  const { seller, buyer } = document;
  const crossBorder = abroad(document);
  if (logo) {
    doc.image(logo, PAGE.width - MARGIN.right - 160, MARGIN.top, {
      fit: [160, 56],
      align: "right",
    });
  } else {
    doc
      .font("bold")
      .fontSize(13)
      .fillColor("black")
      .text(seller.name, PAGE.width - MARGIN.right - 240, MARGIN.top, {
        width: 240,
        align: "right",
        height: 36,
        ellipsis: true,
      });
  }

  // The sender in one line at the top of the envelope's window, with a thin rule beneath it:
  // in a smaller size where it would not fit the window's width.
  let y = ADDRESS.top;
  const sender = [seller.name, ...addressParts(seller, crossBorder, country)].join(" · ");
  doc.font("regular").fontSize(SMALL);
  const senderSize = Math.max(
    6,
    Math.min(SMALL, (SMALL * ADDRESS.width) / doc.widthOfString(sender)),
  );
  doc
    .fontSize(senderSize)
    .fillColor(GREY)
    .text(sender, MARGIN.left, y, {
      width: ADDRESS.width,
      height: senderSize * 1.2,
      ellipsis: true,
    });
  const ruleY = y + SMALL + 3;
  doc
    .moveTo(MARGIN.left, ruleY)
    .lineTo(MARGIN.left + ADDRESS.width, ruleY)
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();

  // The buyer's postal address, its country named only when it is abroad.
  doc.fillColor("black").fontSize(10);
  y = ruleY + 8;
  const addressTop = y;
  const addressLines = [
    buyer.name,
    buyer.contact_name && labels.attention(buyer.contact_name),
    buyer.street,
    [buyer.zip_code, buyer.city].filter(Boolean).join(" "),
    crossBorder ? country(buyer.country) : "",
  ].filter(Boolean);
  for (const line of addressLines) {
    doc.text(line, MARGIN.left, y, { width: ADDRESS.width });
    y = doc.y;
  }
  const registration = legalRegistrationText(language, buyer);
  const ids = [
    registration,
    buyer.vat_id && `${labels.vatId}${labels.colon}${buyer.vat_id}`,
  ].filter(Boolean);
  if (ids.length > 0) {
    y += 4;
    doc.fontSize(TEXT);
    for (const line of ids) {
      doc.text(line, MARGIN.left, y, { width: ADDRESS.width });
      y = doc.y;
    }
  }

  // Facts of the invoice, beside the address.
  const facts: [string, string][] = [
    [labels.number, document.number],
    [labels.issueDate, formatDay(document.issueDate, language)],
  ];
  if (document.dueDate && document.typeCode !== "381")
    facts.push([labels.dueDate, formatDay(document.dueDate, language)]);
  facts.push([
    labels.servicePeriod,
    document.serviceFrom === document.serviceUntil
      ? formatDay(document.serviceFrom, language)
      : `${formatDay(document.serviceFrom, language)} – ${formatDay(document.serviceUntil, language)}`,
  ]);
  const buyerReference = document.references.buyer || buyer.buyer_reference;
  if (buyerReference)
    facts.push([
      LEITWEG_ID.test(buyerReference) ? labels.leitwegId : labels.buyerReference,
      buyerReference,
    ]);
  if (document.references.order) facts.push([labels.orderReference, document.references.order]);
  if (document.references.contract)
    facts.push([labels.contractReference, document.references.contract]);
  if (document.references.project)
    facts.push([labels.projectReference, document.references.project]);
  doc.font("regular").fontSize(TEXT);
  const labelWidth = Math.min(
    110,
    Math.max(...facts.map(([label]) => doc.widthOfString(label))) + 8,
  );
  const valueWidth = PAGE.width - MARGIN.right - FACTS_X - labelWidth;
  let factsY = addressTop;
  for (const [label, value] of facts) {
    doc.font("regular").fillColor(GREY).text(label, FACTS_X, factsY, { width: labelWidth });
    doc
      .font("bold")
      .fillColor("black")
      .text(value, FACTS_X + labelWidth, factsY, { width: valueWidth });
    factsY = doc.y + 2;
  }

  y = Math.max(y, factsY) + 24;
  doc.font("bold").fontSize(16).fillColor("black").text(title, MARGIN.left, y, {
    width: CONTENT_WIDTH,
  });
  y = doc.y;
  doc.font("regular").fontSize(TEXT);
  if (document.preceding.length > 0) {
    const invoices = document.preceding.map((invoice) =>
      labels.invoiceOf(invoice.number, formatDay(invoice.issueDate, language)),
    );
    y = paragraph(
      doc,
      unbroken(document.typeCode === "381" ? labels.corrects(invoices) : labels.deducts(invoices)),
      y + 4,
      CONTENT_WIDTH,
    );
  }
  if (document.notes) y = paragraph(doc, document.notes, y + 6, CONTENT_WIDTH);
  return y + 14;
}

/** A grey line across the page at `y`. */
function rule(doc: Doc, y: number, width: number) {
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + CONTENT_WIDTH, y)
    .lineWidth(width)
    .strokeColor(RULE)
    .stroke();
}

/** The bottom of the writable area: the footer sits below it. */
const bottom = () => PAGE.height - MARGIN.bottom;

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
function lineTable({ doc, document, language, labels }: Layout, start: number): number {
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

/** Opens the next page, in the colour written last; answers where to write. */
function nextPage(doc: Doc): number {
  const color = (doc as unknown as { _fillColor?: [string, number] })._fillColor;
  doc.addPage();
  if (color) doc.fillColor(...color);
  return doc.page.margins.top;
}

/** Moves to a new page when `height` does not fit below `y`; answers where to write. */
function room(doc: Doc, y: number, height: number): number {
  return y + height <= bottom() ? y : nextPage(doc);
}

/**
 * A text's lines in the current font, broken only at `separator` (between
 * words, or between the footer's parts " · "): pdfkit's own wrapping also
 * breaks after a slash or a hyphen ("2006/112/" | "EC"). A part wider than the
 * width breaks between its words, a word wider than it between characters.
 */
function wrap(doc: Doc, text: string, width: number, separator = " "): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const part of paragraph.split(separator)) {
      const joined = line ? line + separator + part : part;
      if (doc.widthOfString(joined) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      if (doc.widthOfString(part) <= width) {
        line = part;
        continue;
      }
      const pieces = separator === " " ? characters(doc, part, width) : wrap(doc, part, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? "";
    }
    lines.push(line);
  }
  return lines;
}

/** A text shortened to the width with "…" at its end. */
function ellipsis(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let shortened = text.replace(/…$/, "");
  while (shortened && doc.widthOfString(`${shortened}…`) > width)
    shortened = shortened.slice(0, -1);
  return `${shortened.trimEnd()}…`;
}

/** A word wider than the width, in pieces that fit. */
function characters(doc: Doc, word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && doc.widthOfString(piece + char) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * Lines one below the other from `y`, continued on the next page where the
 * writable area ends (unless `limit` is null: the footer); answers the y below them.
 */
function writeLines(
  doc: Doc,
  lines: string[],
  x: number,
  y: number,
  limit: number | null = bottom(),
): number {
  const height = doc.currentLineHeight(true);
  let at = y;
  for (const line of lines) {
    if (limit !== null && at + height > limit) at = nextPage(doc);
    if (line) doc.text(line, x, at, { lineBreak: false });
    at += height;
  }
  return at;
}

/** A paragraph at the left margin (a short one moved whole to the next page); answers the y below it. */
function paragraph(doc: Doc, text: string, y: number, width: number): number {
  const lines = wrap(doc, text, width);
  const height = doc.currentLineHeight(true);
  return writeLines(
    doc,
    lines,
    MARGIN.left,
    lines.length <= 4 ? room(doc, y, lines.length * height) : y,
  );
}

const TOTALS = { labelX: MARGIN.left + 170, labelWidth: 200 };

/**
 * Net total, VAT per group, the VAT in the accounting currency, and the total:
 * on a credit note the credited amount; with advance payments the total, the
 * payments deducted and the amount due. Answers where the next part starts.
 */
function totals({ doc, document, language, labels }: Layout, start: number): number {
  const { currency } = document;
  const money = (value: string) => formatMoney(value, currency, language);
  const rows: [string, string, boolean][] = [
    [labels.netTotal, money(document.netTotal), false],
    ...document.breakdown.map((group): [string, string, boolean] => [
      labels.tax(formatDecimal(group.tax_rate, language, 0), money(group.taxable_amount)),
      money(group.tax_amount),
      false,
    ]),
  ];
  if (document.typeCode === "381")
    rows.push([labels.creditedTotal, money(document.grossTotal), true]);
  else if (/[1-9]/.test(document.prepaidTotal))
    rows.push(
      [labels.grossTotal, money(document.grossTotal), false],
      [labels.prepaid, money(`-${document.prepaidTotal.replace(/^-/, "")}`), false],
      [labels.amountDue, money(document.amountDue), true],
    );
  else rows.push([labels.grossTotal, money(document.grossTotal), true]);
  const exchange = document.taxCurrency && exchangeRow(document, language);

  let y = room(doc, start, rows.length * 14 + (exchange ? 14 : 0) + 8);
  const valueX = TOTALS.labelX + TOTALS.labelWidth;
  const valueWidth = MARGIN.left + CONTENT_WIDTH - valueX;
  rows.forEach(([label, value, strong], index) => {
    if (strong && index > 0) {
      doc
        .moveTo(TOTALS.labelX, y - 1)
        .lineTo(MARGIN.left + CONTENT_WIDTH, y - 1)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      y += 2;
    }
    doc.font(strong ? "bold" : "regular").fontSize(strong ? 10 : TEXT);
    doc.text(label, TOTALS.labelX, y, { width: TOTALS.labelWidth });
    const labelBottom = doc.y;
    doc.text(value, valueX, y, { width: valueWidth, align: "right" });
    y = Math.max(labelBottom, doc.y, y + 12) + 2;
  });
  doc.font("regular").fontSize(TEXT);
  if (exchange) {
    doc
      .fontSize(SMALL)
      .fillColor(GREY)
      .text(exchange, TOTALS.labelX, y + 2, {
        width: MARGIN.left + CONTENT_WIDTH - TOTALS.labelX,
        align: "right",
      })
      .fillColor("black")
      .fontSize(TEXT);
    y = doc.y;
  }
  return y + 12;
}

/** "VAT in EUR at 1 USD = 0.9215 EUR: 123.45 EUR" (BT-6, BT-111). */
function exchangeRow(document: InvoiceDocument, language: InvoiceLanguage): string | null {
  const taxCurrency = document.taxCurrency;
  if (!taxCurrency) return null;
  return unbroken(
    exchangeRateText(language, {
      currency: document.currency,
      accountingCurrency: taxCurrency.code,
      rate: taxCurrency.exchangeRate,
      taxTotal: taxCurrency.taxTotal,
    }),
  );
}

/** The sentences the law asks for (exemptions, reverse charge, French mentions …), one paragraph each. */
function legalNotes({ doc, document }: Layout, start: number): number {
  let y = start;
  doc.font("regular").fontSize(TEXT).fillColor("black");
  for (const note of document.legalNotes) {
    if (!note.trim()) continue;
    y = paragraph(doc, unbroken(note), y, CONTENT_WIDTH) + 4;
  }
  return y;
}

/**
 * The payment terms as the document words them; for what the buyer pays, the
 * bank details, the reference to quote, and the SEPA QR code for EUR (the
 * amount due, the reference as its text). A credit note states its terms only.
 */
function payment({ doc, document, labels }: Layout, start: number) {
  const { paymentMeans, seller } = document;
  const asksPayment = document.typeCode !== "381" && paymentMeans !== null;
  const iban = asksPayment ? paymentMeans.iban.replace(/\s+/g, "") : "";
  const qrPayload =
    asksPayment && iban && paymentMeans.code === "58" && document.currency === "EUR"
      ? epcPayload({
          name: paymentMeans.accountHolder || seller.name,
          iban,
          bic: paymentMeans.bic,
          amount: document.amountDue,
          text: document.paymentReference || document.number,
        })
      : null;
  const bank: [string, string][] = [];
  if (asksPayment && iban) {
    bank.push(
      [labels.accountHolder, paymentMeans.accountHolder || seller.name],
      ["IBAN", iban.replace(/(.{4})(?=.)/g, "$1 ")],
    );
    if (paymentMeans.bic) bank.push(["BIC", paymentMeans.bic]);
  }
  if (asksPayment && document.paymentReference)
    bank.push([labels.reference, document.paymentReference]);
  const terms = document.paymentTerms.trim() ? unbroken(document.paymentTerms) : "";
  if (!terms && bank.length === 0) return;

  const QR_SIZE = 90;
  const textWidth = CONTENT_WIDTH - (qrPayload ? QR_SIZE + 20 : 0);
  doc.font("regular").fontSize(TEXT).fillColor("black");
  const termsLines = terms ? wrap(doc, terms, textWidth) : [];
  const termsHeight = termsLines.length * doc.currentLineHeight(true) + (terms ? 8 : 0);
  const bankHeight = bank.length > 0 ? 14 + bank.length * 12 : 0;
  let y = room(
    doc,
    start + 6,
    Math.min(Math.max(qrPayload ? QR_SIZE + 14 : 0, termsHeight + bankHeight), 200),
  );
  const blockTop = y;
  if (terms) y = writeLines(doc, termsLines, MARGIN.left, y) + 8;
  if (bank.length > 0) {
    if (iban) {
      doc.font("bold").text(labels.bank, MARGIN.left, y);
      y = doc.y + 2;
    }
    doc.font("regular");
    const labelWidth = Math.max(...bank.map(([label]) => doc.widthOfString(label))) + 10;
    for (const [label, value] of bank) {
      doc.fillColor(GREY).text(label, MARGIN.left, y, { width: labelWidth });
      doc.fillColor("black").text(value, MARGIN.left + labelWidth, y, { width: 260 });
      y = doc.y + 1;
    }
  }
  if (qrPayload) {
    const x = PAGE.width - MARGIN.right - QR_SIZE;
    drawQr(doc, qrModules(qrPayload), x, blockTop, QR_SIZE);
    doc
      .fontSize(SMALL - 1)
      .fillColor(GREY)
      .text(labels.qrHint, x - 10, blockTop + QR_SIZE + 3, { width: QR_SIZE + 20, align: "center" })
      .fillColor("black")
      .fontSize(TEXT);
  }
}

/** The QR code as filled squares (vector: sharp at any zoom), with a quiet zone of 4 modules. */
function drawQr(doc: Doc, modules: boolean[][], x: number, y: number, size: number) {
  const count = modules.length + 8;
  const cell = size / count;
  doc.save().fillColor("black");
  modules.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell);
    });
  });
  doc.fill().restore();
}

/**
 * On every page: the footer (the company's footer text, the seller's contact,
 * its legal information, registration and tax IDs; the title with the number
 * and "Page n of m"), and on the pages after the first a running header with
 * the title and number.
 */
function runningHeadersAndFooters({ doc, document, language, labels, title, country }: Layout) {
  const { seller } = document;
  const contact = [
    seller.name,
    ...addressParts(seller, abroad(document), country),
    seller.phone && `${labels.phone} ${seller.phone}`,
    seller.email && `${labels.email} ${seller.email}`,
  ]
    .filter(Boolean)
    .join(" · ");
  const legal = [
    seller.legal_info,
    legalRegistrationText(language, seller),
    seller.vat_id && `${labels.vatId} ${seller.vat_id}`,
    seller.tax_number && `${labels.taxNumber} ${seller.tax_number}`,
  ]
    .filter(Boolean)
    .join(" · ");
  // The left column's lines, each group in at most two lines, broken between its parts.
  doc.font("regular").fontSize(FOOTER_SIZE);
  const rightWidth = 130;
  const leftWidth = CONTENT_WIDTH - rightWidth - 10;
  const footerLines = [
    [document.footer, " "],
    [contact, " · "],
    [legal, " · "],
  ].flatMap(([text, separator]) => {
    if (!text.trim()) return [];
    const lines = wrap(doc, text, leftWidth, separator);
    if (lines.length <= 2) return [lines];
    return [[lines[0], ellipsis(doc, `${lines[1]}…`, leftWidth)]];
  });
  const right = PAGE.width - MARGIN.right;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing outside the margins must not open a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins.bottom = 0;
    doc.page.margins.top = 0;
    const pageNumber = index - range.start + 1;
    if (pageNumber > 1) {
      doc.font("bold").fontSize(TEXT).fillColor("black");
      doc.text(ellipsis(doc, title, CONTENT_WIDTH * 0.6), MARGIN.left, MARGIN.top, {
        lineBreak: false,
      });
      doc.font("regular").fontSize(SMALL).fillColor(GREY);
      const name = ellipsis(doc, seller.name, CONTENT_WIDTH * 0.35);
      doc.text(name, right - doc.widthOfString(name), MARGIN.top + 1, { lineBreak: false });
      rule(doc, MARGIN.top + TEXT + 6, 0.4);
    }

    const top = PAGE.height - MARGIN.bottom + 12;
    rule(doc, top - 6, 0.4);
    doc.font("regular").fontSize(FOOTER_SIZE).fillColor(GREY);
    let y = top;
    for (const lines of footerLines) y = writeLines(doc, lines, MARGIN.left, y, null) + 1.5;
    // The title and number (smaller where it is long) and the page, right-aligned.
    doc.font("bold").fontSize(SMALL);
    const size = Math.max(5.5, Math.min(SMALL, (SMALL * rightWidth) / doc.widthOfString(title)));
    doc.fontSize(size).fillColor("black");
    const heading = ellipsis(doc, title, rightWidth);
    doc.text(heading, right - doc.widthOfString(heading), top, { lineBreak: false });
    doc.font("regular").fontSize(SMALL).fillColor(GREY);
    const page = labels.page(pageNumber, range.count);
    doc.text(page, right - doc.widthOfString(page), top + 10, { lineBreak: false });
    doc.fillColor("black");
    doc.page.margins.bottom = margins.bottom;
    doc.page.margins.top = margins.top;
  }
}
