/**
 * An issued invoice's three documents from what it states, without a database:
 * what render-documents.ts has a worker thread do (document-worker.ts), or this
 * thread where none can start. Everything it imports is loaded by Node itself
 * in the worker: explicit .ts paths, nothing Node cannot strip.
 */
import type { InvoiceLanguage } from "@tempus/contract";
import { writeInvoicePdf } from "./pdf/write-pdf.ts";
import { writeCii } from "./xml/cii.ts";
import type { InvoiceDocument } from "./xml/invoice-document.ts";
import { writeUbl } from "./xml/ubl.ts";

/** Plain data (structured-clonable): a thread gets a copy. */
export interface DocumentsInput {
  document: InvoiceDocument;
  language: InvoiceLanguage;
  /** The company's logo as JPEG (flattened to RGB), if it has one; a Buffer arrives as a Uint8Array. */
  logo: Uint8Array | null;
}

/** The stored files' bytes: the Factur-X PDF, the CII XML and the UBL XML. */
export interface InvoiceFiles {
  pdf: Buffer;
  cii: Buffer;
  ubl: Buffer;
}

/** The bytes as a Buffer over the same memory. */
export const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function writeDocuments(input: DocumentsInput): Promise<InvoiceFiles> {
  const { document, language } = input;
  const cii = writeCii(document);
  // Factur-X embeds the EN 16931 profile; an XRechnung is a document of its own (the CII download).
  const embedded =
    document.profile === "xrechnung" ? writeCii({ ...document, profile: "en16931" }) : cii;
  const pdf = await writeInvoicePdf({
    document,
    language,
    cii: embedded,
    logo: input.logo && asBuffer(input.logo),
  });
  return { pdf, cii: Buffer.from(cii, "utf8"), ubl: Buffer.from(writeUbl(document), "utf8") };
}
