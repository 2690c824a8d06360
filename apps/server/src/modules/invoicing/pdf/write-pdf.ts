import type { InvoiceLanguage } from "@tempus/contract";
import PDFDocument from "pdfkit";
import type { InvoiceDocument } from "../xml/invoice-document.ts";
import { attachFacturX } from "./facturx-attachment.ts";
import { FACTURX_FILE_NAME, FACTURX_XMP } from "./facturx-metadata.ts";
import { faces } from "./fonts.ts";
import { countryName, documentTitle, LABELS } from "./labels.ts";
import { CONTENT_TOP, type Layout, MARGIN } from "./layout/geometry.ts";
import { header } from "./layout/header.ts";
import { legalNotes } from "./layout/legal-notes.ts";
import { lineTable } from "./layout/line-table.ts";
import { runningHeadersAndFooters } from "./layout/page-frame.ts";
import { payment } from "./layout/payment.ts";
import { totals } from "./layout/totals.ts";
import { printable, printableDocument } from "./printable.ts";

export interface PdfInput {
  document: InvoiceDocument;
  language: InvoiceLanguage;
  /** The CII XML that Factur-X embeds as factur-x.xml. */
  cii: string;
  /** The company's logo as JPEG (already flattened to RGB), if it has one. */
  logo: Buffer | null;
}

/** Text without XML's special characters, so pdfkit's XMP (which does not escape) stays well-formed. */
const xmpSafe = (value: string) => value.replace(/[<>&"]/g, " ");

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
    font: faces().regular,
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
  doc.registerFont("regular", faces().regular);
  doc.registerFont("bold", faces().bold);
  // pdfkit numbers the fonts it opens (F1, F2 …): this call keeps the stored documents' numbering.
  doc.font("regular");
  const shown = printable();
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
  });
  doc.appendXML(FACTURX_XMP);
  doc.end();
  return done;
}
