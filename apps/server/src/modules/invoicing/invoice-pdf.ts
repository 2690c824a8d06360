import { createHash } from "node:crypto";
import { INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { companyImage, debtor, invoice, invoiceDocument } from "../../db/schema/index.ts";
import { composeDocument, profileOf } from "./build-document.ts";
import { loadCompany } from "./build-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice, type InvoiceRow } from "./find-invoice.ts";
import { invoiceLines } from "./present-invoice.ts";
import { renderDocuments } from "./render-documents.ts";
import type { InvoiceDocument } from "./xml/invoice-document.ts";
import { fileStem } from "./xml/invoice-xml.ts";

export type DocumentKind = "pdf" | "cii" | "ubl";

/**
 * The company's logo as an RGB JPEG on white, or null without one: PNG, JPEG
 * and WebP uploads alike, without an alpha channel or a colour profile of their
 * own that the PDF/A's sRGB output intent would have to reconcile.
 */
async function companyLogo(db: Queryable, companyId: number): Promise<Buffer | null> {
  const [image] = await db
    .select({ data: companyImage.data })
    .from(companyImage)
    .where(eq(companyImage.companyId, companyId));
  if (!image) return null;
  return sharp(image.data)
    .rotate()
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** What an issued invoice states, from its frozen row and lines and the company as it is now. */
export async function currentDocument(db: Queryable, row: InvoiceRow): Promise<InvoiceDocument> {
  if (row.status === "draft" || !row.number || !row.issueDate || !row.seller || !row.buyer)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.notIssued] });
  const precedingIds =
    row.correctedInvoiceId === null ? row.advanceInvoiceIds : [row.correctedInvoiceId];
  // One after the other: in the issuing transaction they share one connection.
  const lines = await invoiceLines(db, row.companyId, row.id);
  const company = await loadCompany(db, row.companyId);
  const preceding =
    precedingIds.length === 0
      ? []
      : await db
          .select({ number: invoice.number, issueDate: invoice.issueDate })
          .from(invoice)
          .where(and(eq(invoice.companyId, row.companyId), inArray(invoice.id, precedingIds)))
          .orderBy(invoice.issueDate, invoice.id);
  const [buyer] = await db
    .select({
      einvoiceFormat: debtor.einvoiceFormat,
      electronicAddressScheme: debtor.electronicAddressScheme,
    })
    .from(debtor)
    .where(and(eq(debtor.companyId, row.companyId), eq(debtor.id, row.debtorId)));
  return composeDocument({
    row,
    lines,
    company,
    profile: profileOf(buyer ?? { einvoiceFormat: "none", electronicAddressScheme: "" }),
    preceding: preceding.map((entry) => ({
      number: entry.number ?? "",
      issueDate: entry.issueDate ?? "",
    })),
  });
}

/**
 * A document's bytes for its bytea column, as base64 text the database
 * decodes: PGlite would write a Buffer parameter out byte by byte in
 * JavaScript, on the event loop (some 150 ms for the documents of 1,000
 * lines); Node writes base64 natively, a third shorter than hex.
 */
const byteaOf = (content: Buffer) => sql<Buffer>`decode(${content.toString("base64")}, 'base64')`;

/**
 * Renders an issued invoice's PDF, CII and UBL once and stores them with their
 * SHA-256 (decision 018). Called in the issuing transaction; an invoice issued
 * before documents were stored gets them on its first download. A second call
 * changes nothing (the rows are never updated).
 */
export async function freezeDocuments(db: Queryable, row: InvoiceRow) {
  const document = await currentDocument(db, row);
  const logo = await companyLogo(db, row.companyId);
  // Written on a worker thread from what was read here: the event loop answers other requests.
  const rendered = await renderDocuments({ document, language: row.language, logo });
  const stem = fileStem(document.number);
  const files: { kind: DocumentKind; fileName: string; content: Buffer }[] = [
    { kind: "pdf", fileName: `${stem}.pdf`, content: rendered.pdf },
    { kind: "cii", fileName: `${stem}-cii.xml`, content: rendered.cii },
    { kind: "ubl", fileName: `${stem}-ubl.xml`, content: rendered.ubl },
  ];
  await db
    .insert(invoiceDocument)
    .values(
      files.map((file) => ({
        companyId: row.companyId,
        invoiceId: row.id,
        kind: file.kind,
        fileName: file.fileName,
        content: byteaOf(file.content),
        sha256: createHash("sha256").update(file.content).digest("hex"),
      })),
    )
    .onConflictDoNothing();
  return document;
}

/** The stored documents of an invoice, without their contents. */
export async function storedDocuments(db: Queryable, companyId: number, invoiceId: number) {
  return db
    .select({
      kind: invoiceDocument.kind,
      fileName: invoiceDocument.fileName,
      sha256: invoiceDocument.sha256,
      createdAt: invoiceDocument.createdAt,
    })
    .from(invoiceDocument)
    .where(and(eq(invoiceDocument.companyId, companyId), eq(invoiceDocument.invoiceId, invoiceId)))
    .orderBy(invoiceDocument.kind);
}

/** One stored document of an issued invoice (stored now if it was issued before documents were). */
export async function storedDocument(db: Queryable, row: InvoiceRow, kind: DocumentKind) {
  const read = () =>
    db
      .select()
      .from(invoiceDocument)
      .where(
        and(
          eq(invoiceDocument.companyId, row.companyId),
          eq(invoiceDocument.invoiceId, row.id),
          eq(invoiceDocument.kind, kind),
        ),
      );
  let [stored] = await read();
  if (!stored) {
    if (row.status === "draft")
      throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.notIssued] });
    await freezeDocuments(db, row);
    [stored] = await read();
  }
  return stored;
}

/** A stored document of the caller's company's invoice, as downloaded. */
export async function invoiceFile(
  deps: InvoicingDeps,
  actor: Actor,
  id: number,
  kind: DocumentKind,
) {
  return storedDocument(deps.db, await findInvoice(deps.db, actor.companyId, id), kind);
}
