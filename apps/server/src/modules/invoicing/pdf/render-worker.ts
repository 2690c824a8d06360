/**
 * A worker thread that renders invoice PDFs (render-pool.ts sends the work):
 * the event loop that answers requests stays free while pdfkit lays out a
 * document of thousands of lines.
 */
import { parentPort } from "node:worker_threads";
import { type PdfInput, writeInvoicePdf } from "./write-pdf.ts";

parentPort?.on("message", async (message: { id: number; input: PdfInput }) => {
  try {
    // Buffers arrive as plain Uint8Arrays: the logo becomes a Buffer again for pdfkit.
    const { logo } = message.input;
    const pdf = await writeInvoicePdf({
      ...message.input,
      logo: logo ? Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength) : null,
    });
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    parentPort?.postMessage({ id: message.id, pdf: bytes });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
