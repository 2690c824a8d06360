import { fileURLToPath } from "node:url";
import type { InvoiceParty } from "@tempus/contract";
import PDFDocument from "pdfkit";
import type { InvoiceDocument } from "../xml/invoice-document.ts";
import { epcPayload, qrModules } from "./epc-qr.ts";
import { FACTURX_FILE_NAME, FACTURX_XMP } from "./facturx-metadata.ts";
import { formatDay, formatDecimal, formatMoney, type InvoiceLanguage, LABELS } from "./labels.ts";

/** DejaVu Sans (Bitstream Vera licence, pdf/fonts/LICENSE): embedded as subsets, as PDF/A requires. */
const FONTS = {
  regular: fileURLToPath(new URL("./fonts/DejaVuSans.ttf", import.meta.url)),
  bold: fileURLToPath(new URL("./fonts/DejaVuSans-Bold.ttf", import.meta.url)),
};

export interface PdfInput {
  document: InvoiceDocument;
  language: InvoiceLanguage;
  /** The CII XML that Factur-X embeds as factur-x.xml. */
  cii: string;
  /** The company's logo as JPEG (already flattened to RGB), if it has one. */
  logo: Buffer | null;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 56, right: 48, top: 48, bottom: 72 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const TEXT = 9;
const SMALL = 7.5;
const GREY = "#555555";
const RULE = "#999999";

/** Table columns: x offset from the left margin, width, alignment. */
const COLUMNS = {
  position: { x: 0, width: 26, align: "left" },
  description: { x: 28, width: 216, align: "left" },
  quantity: { x: 246, width: 58, align: "right" },
  unit: { x: 308, width: 28, align: "left" },
  unitPrice: { x: 338, width: 64, align: "right" },
  taxRate: { x: 404, width: 34, align: "right" },
  amount: { x: 440, width: CONTENT_WIDTH - 440, align: "right" },
} as const;

type Doc = PDFKit.PDFDocument;

const partyLines = (party: InvoiceParty) =>
  [
    party.name,
    party.street,
    [party.zip_code, party.city].filter(Boolean).join(" "),
    party.country,
  ].filter(Boolean);

/** Text without XML's special characters, so pdfkit's XMP (which does not escape) stays well-formed. */
const xmpSafe = (value: string) => value.replace(/[<>&"]/g, " ");

/**
 * The PDF/A-3b of an issued invoice or credit note, Factur-X profile EN 16931:
 * the human-readable invoice with the CII XML embedded as factur-x.xml
 * (AFRelationship Alternative, listed in the catalog's /AF), the Factur-X XMP
 * metadata, embedded font subsets with their Unicode maps (text can be copied
 * and searched) and the sRGB output intent pdfkit ships.
 */
export function writeInvoicePdf(pdfInput: PdfInput): Promise<Buffer> {
  const { document, language } = pdfInput;
  const labels = LABELS[language];
  const title = `${document.typeCode === "381" ? labels.creditNote : labels.invoice} ${document.number}`;
  // The issue day as the document's dates: the same invoice always gives the same file contents.
  const created = new Date(`${document.issueDate}T00:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    lang: language === "de" ? "de-DE" : "en-GB",
    font: FONTS.regular,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: xmpSafe(title),
      Author: xmpSafe(document.seller.name),
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
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  const input = { ...pdfInput, document: printableDocument(pdfInput.document, printable(doc)) };

  header(doc, input);
  const afterLines = lineTable(doc, input);
  totalsAndTerms(doc, input, afterLines);
  footers(doc, input);

  doc.file(Buffer.from(input.cii, "utf8"), {
    name: FACTURX_FILE_NAME,
    type: "text/xml",
    relationship: "Alternative",
    description: `Factur-X ${title}`,
    creationDate: created,
    modifiedDate: created,
  } as PDFKit.Mixins.PDFAttachmentOptions & { relationship: string });
  doc.appendXML(FACTURX_XMP);
  doc.end();
  return done;
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
  });
  return {
    ...document,
    number: shown(document.number),
    notes: shown(document.notes),
    footer: shown(document.footer),
    seller: party(document.seller),
    buyer: party(document.buyer),
    lines: document.lines.map((line) => ({ ...line, description: shown(line.description) })),
    breakdown: document.breakdown.map((group) => ({
      ...group,
      exemption_reason: shown(group.exemption_reason),
    })),
    preceding: document.preceding && {
      ...document.preceding,
      number: shown(document.preceding.number),
    },
  };
}

function header(doc: Doc, { document, language, logo }: PdfInput) {
  const labels = LABELS[language];
  const { seller, buyer } = document;
  let top = MARGIN.top;
  if (logo) {
    doc.image(logo, PAGE.width - MARGIN.right - 160, top, { fit: [160, 56], align: "right" });
  }
  // The seller in one line above the address (as a window envelope shows it), then the buyer.
  top += 72;
  doc
    .font("regular")
    .fontSize(SMALL)
    .fillColor(GREY)
    .text(
      [seller.name, seller.street, [seller.zip_code, seller.city].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(" · "),
      MARGIN.left,
      top,
      { width: 240, lineBreak: false, ellipsis: true },
    );
  doc.fillColor("black").fontSize(10);
  let y = top + 14;
  for (const line of partyLines(buyer)) {
    doc.text(line, MARGIN.left, y, { width: 240 });
    y = doc.y;
  }
  if (buyer.vat_id) {
    doc.fontSize(TEXT).text(`${labels.vatId}: ${buyer.vat_id}`, MARGIN.left, y + 4, {
      width: 240,
    });
    y = doc.y;
  }

  // Facts of the invoice, on the right.
  const facts: [string, string][] = [
    [labels.number, document.number],
    [labels.issueDate, formatDay(document.issueDate, language)],
  ];
  if (document.dueDate && document.typeCode === "380")
    facts.push([labels.dueDate, formatDay(document.dueDate, language)]);
  facts.push([
    labels.servicePeriod,
    document.serviceFrom === document.serviceUntil
      ? formatDay(document.serviceFrom, language)
      : `${formatDay(document.serviceFrom, language)} – ${formatDay(document.serviceUntil, language)}`,
  ]);
  if (buyer.buyer_reference) facts.push([labels.buyerReference, buyer.buyer_reference]);
  const factsX = MARGIN.left + 250;
  let factsY = top + 14;
  doc.fontSize(TEXT);
  for (const [label, value] of facts) {
    doc.font("regular").fillColor(GREY).text(label, factsX, factsY, { width: 96 });
    doc
      .font("bold")
      .fillColor("black")
      .text(value, factsX + 98, factsY, { width: CONTENT_WIDTH - 250 - 98 });
    factsY = doc.y + 2;
  }

  y = Math.max(y, factsY) + 28;
  doc
    .font("bold")
    .fontSize(16)
    .text(document.typeCode === "381" ? labels.creditNote : labels.invoice, MARGIN.left, y, {
      continued: true,
    })
    .text(` ${document.number}`);
  doc.font("regular").fontSize(TEXT);
  if (document.preceding) {
    doc.moveDown(0.4);
    doc.text(
      labels.corrects(document.preceding.number, formatDay(document.preceding.issueDate, language)),
      MARGIN.left,
      doc.y,
      { width: CONTENT_WIDTH },
    );
  }
  if (document.notes) {
    doc.moveDown(0.6);
    doc.text(document.notes, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  }
  doc.moveDown(1.2);
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

function tableHeader(doc: Doc, language: InvoiceLanguage, y: number): number {
  const labels = LABELS[language];
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

/** The lines, page after page with the column titles on each; answers where the table ends. */
function lineTable(doc: Doc, { document, language }: PdfInput): number {
  const labels = LABELS[language];
  let y = tableHeader(doc, language, doc.y);
  for (const line of document.lines) {
    // Most descriptions fit one line: measuring the width is much cheaper than wrapping.
    const oneLine =
      !line.description.includes("\n") &&
      doc.widthOfString(line.description) <= COLUMNS.description.width;
    const descriptionHeight = oneLine
      ? 0
      : doc.heightOfString(line.description, { width: COLUMNS.description.width });
    const rowHeight = Math.max(descriptionHeight, TEXT + 2) + 3;
    if (y + rowHeight > bottom()) {
      doc.addPage();
      y = tableHeader(doc, language, MARGIN.top);
    }
    const cells: [keyof typeof COLUMNS, string][] = [
      ["quantity", formatDecimal(line.quantity, language)],
      ["unit", labels.units[line.unit_code] ?? line.unit_code],
      ["unitPrice", formatDecimal(line.unit_price, language)],
      ["taxRate", `${formatDecimal(line.tax_rate, language, 0)} %`],
      ["amount", formatDecimal(line.net_amount, language)],
    ];
    // In reading order: the description before the figures.
    cell(doc, String(line.position), COLUMNS.position, y);
    if (oneLine) cell(doc, line.description, COLUMNS.description, y);
    else
      doc.text(line.description, MARGIN.left + COLUMNS.description.x, y, {
        width: COLUMNS.description.width,
      });
    for (const [key, value] of cells) cell(doc, value, COLUMNS[key], y);
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

/** Moves to a new page when `height` does not fit below `y`; answers where to write. */
function room(doc: Doc, y: number, height: number): number {
  if (y + height <= bottom()) return y;
  doc.addPage();
  return MARGIN.top;
}

function totalsAndTerms(doc: Doc, { document, language }: PdfInput, start: number) {
  const labels = LABELS[language];
  const { currency, seller } = document;
  const rows: [string, string, boolean][] = [
    [labels.netTotal, formatMoney(document.netTotal, currency, language), false],
    ...document.breakdown.map((group): [string, string, boolean] => [
      labels.tax(
        formatDecimal(group.tax_rate, language, 0),
        formatMoney(group.taxable_amount, currency, language),
      ),
      formatMoney(group.tax_amount, currency, language),
      false,
    ]),
    [labels.grossTotal, formatMoney(document.grossTotal, currency, language), true],
  ];
  let y = room(doc, start, rows.length * 14 + 8);
  const labelX = MARGIN.left + 190;
  for (const [label, value, strong] of rows) {
    doc.font(strong ? "bold" : "regular").fontSize(strong ? 10 : TEXT);
    doc.text(label, labelX, y, { width: 170 });
    doc.text(value, labelX + 170, y, { width: CONTENT_WIDTH - 360, align: "right" });
    y = Math.max(doc.y, y + 12) + 2;
  }
  doc.font("regular").fontSize(TEXT);
  y += 12;

  // The legal note of each category that needs one (BT-120's reason, in words).
  const notes: string[] = [];
  for (const group of document.breakdown) {
    if (group.tax_category === "AE") notes.push(labels.reverseCharge);
    if (group.tax_category === "E") notes.push(labels.exempt(group.exemption_reason));
  }
  for (const note of [...new Set(notes)]) {
    y = room(doc, y, doc.heightOfString(note, { width: CONTENT_WIDTH }) + 6);
    doc.text(note, MARGIN.left, y, { width: CONTENT_WIDTH });
    y = doc.y + 6;
  }
  if (document.typeCode !== "380") return;

  // Payment: terms, bank details and the SEPA QR code for EUR.
  const terms =
    document.dueDate === null
      ? null
      : document.paymentTermsDays === null
        ? labels.paymentDue(formatDay(document.dueDate, language))
        : labels.paymentTerms(document.paymentTermsDays, formatDay(document.dueDate, language));
  const qrPayload =
    currency === "EUR" && seller.iban
      ? epcPayload({
          name: seller.account_holder || seller.name,
          iban: seller.iban,
          bic: seller.bic,
          amount: document.grossTotal,
          text: document.number,
        })
      : null;
  const bank = seller.iban
    ? [
        [labels.accountHolder, seller.account_holder || seller.name],
        ["IBAN", seller.iban.replace(/(.{4})(?=.)/g, "$1 ")],
        ...(seller.bic ? [["BIC", seller.bic]] : []),
        [labels.reference, document.number],
      ]
    : [];
  const QR_SIZE = 90;
  y = room(doc, y + 6, Math.max(qrPayload ? QR_SIZE + 14 : 0, 16 + bank.length * 12 + 16));
  const blockTop = y;
  if (terms) {
    doc.text(terms, MARGIN.left, y, { width: CONTENT_WIDTH - (qrPayload ? QR_SIZE + 20 : 0) });
    y = doc.y + 8;
  }
  if (bank.length > 0) {
    doc.font("bold").text(labels.bank, MARGIN.left, y);
    y = doc.y + 2;
    doc.font("regular");
    for (const [label, value] of bank) {
      doc.fillColor(GREY).text(label, MARGIN.left, y, { width: 90 });
      doc.fillColor("black").text(value, MARGIN.left + 92, y, { width: 240 });
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

/** On every page: the company's footer text, the seller's contact and tax IDs, the page number. */
function footers(doc: Doc, { document, language }: PdfInput) {
  const labels = LABELS[language];
  const { seller } = document;
  const contact = [
    seller.name,
    [seller.street, [seller.zip_code, seller.city].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", "),
    seller.phone && `${labels.phone} ${seller.phone}`,
    seller.email && `${labels.email} ${seller.email}`,
    seller.vat_id && `${labels.vatId} ${seller.vat_id}`,
    seller.tax_number && `${labels.taxNumber} ${seller.tax_number}`,
  ]
    .filter(Boolean)
    .join(" · ");
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin must not open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    let y = PAGE.height - MARGIN.bottom + 14;
    rule(doc, y - 6, 0.4);
    doc
      .font("regular")
      .fontSize(SMALL - 0.5)
      .fillColor(GREY);
    if (document.footer) {
      doc.text(document.footer, MARGIN.left, y, {
        width: CONTENT_WIDTH - 70,
        height: 18,
        ellipsis: true,
      });
      y = doc.y + 1;
    }
    doc.text(contact, MARGIN.left, y, { width: CONTENT_WIDTH - 70, height: 18, ellipsis: true });
    doc.text(
      labels.page(index - range.start + 1, range.count),
      PAGE.width - MARGIN.right - 70,
      PAGE.height - MARGIN.bottom + 14,
      { width: 70, align: "right", lineBreak: false },
    );
    doc.fillColor("black");
    doc.page.margins.bottom = margin;
  }
}
