import { Worker } from "node:worker_threads";
import { type PdfInput, writeInvoicePdf } from "./write-pdf.ts";

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let failed = false;
let nextId = 0;
const pending = new Map<number, Pending>();

/** The render thread, started on first use; it does not keep the process alive. */
function renderer(): Worker | null {
  if (failed) return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL("./render-worker.ts", import.meta.url));
  } catch {
    failed = true;
    return null;
  }
  worker.on("message", (message: { id: number; pdf?: Uint8Array; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (pending.size === 0) worker?.unref();
    if (message.pdf) waiting.resolve(Buffer.from(message.pdf));
    else waiting.reject(new Error(message.error ?? "the PDF could not be rendered"));
  });
  // A thread that dies fails what it had and is started again for the next document.
  const lost = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = null;
  };
  worker.on("error", lost);
  worker.on("exit", (code) => {
    if (pending.size > 0) lost(new Error(`the PDF thread stopped (${code})`));
    worker = null;
  });
  // After the listeners (adding a "message" listener refs the thread again): an idle render
  // thread keeps no process alive; one with work does (see renderInvoicePdf).
  worker.unref();
  return worker;
}

/**
 * Renders an invoice PDF on a worker thread (one per process, documents in
 * turn), so that a large invoice does not hold up the requests the process
 * answers meanwhile. Where no thread can be started, it renders in place.
 */
export function renderInvoicePdf(input: PdfInput): Promise<Buffer> {
  const thread = renderer();
  if (!thread) return writeInvoicePdf(input);
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, input });
  });
}
