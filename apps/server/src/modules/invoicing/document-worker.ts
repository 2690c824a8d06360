/**
 * A worker thread of render-documents.ts: writes an invoice's PDF, CII and UBL
 * and moves their bytes back (transferred, not copied). Node loads this file
 * and its imports itself, also under Vitest.
 */
import { ownBytes, serveTasks } from "../../lib/worker-pool.ts";
import { type DocumentsInput, writeDocuments } from "./write-documents.ts";

serveTasks(async (input: DocumentsInput) => {
  const files = await writeDocuments(input);
  const pdf = ownBytes(files.pdf);
  const cii = ownBytes(files.cii);
  const ubl = ownBytes(files.ubl);
  return { value: { pdf, cii, ubl }, transfer: [pdf.buffer, cii.buffer, ubl.buffer] };
});
