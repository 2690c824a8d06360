/** The invoice page's measures, type sizes and colours, and what every part of its layout reads. */
import type { InvoiceLanguage } from "@tempus/contract";
import type { InvoiceDocument } from "../../xml/invoice-document.ts";
import type { InvoiceLabels } from "../labels.ts";

export type Doc = PDFKit.PDFDocument;

const MM = 72 / 25.4;
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { left: 56, right: 48, top: 48, bottom: 80 };
/** Where text starts on every page: below the running header of the pages after the first. */
export const CONTENT_TOP = MARGIN.top + 24;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The window of a DL envelope (DIN 5008 form B): 45 mm from the top, 85 mm wide. */
export const ADDRESS = { top: 45 * MM, width: 85 * MM };
/** The facts (number, dates, references) beside the address, right of the envelope's window. */
export const FACTS_X = MARGIN.left + 262;
export const TEXT = 9;
export const SMALL = 7.5;
export const FOOTER_SIZE = 6.5;
export const GREY = "#555555";
export const RULE = "#999999";

/** What every part of the layout reads: the document (as the font shows it) and its words. */
export interface Layout {
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
