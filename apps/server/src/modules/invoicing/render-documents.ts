/**
 * An issued invoice's PDF, CII and UBL rendered off the event loop, on a few
 * worker threads (document-worker.ts; src/lib/worker-pool.ts): an invoice of
 * thousands of lines holds up no other request meanwhile. The main thread has
 * read all the invoice states from the database; the thread gets a copy of it
 * and moves the files' bytes back. Where no thread can start, the documents
 * are rendered here, as before, and the log says so once.
 */
import type { Log } from "../../lib/log.ts";
import { createWorkerPool, type WorkerPool } from "../../lib/worker-pool.ts";
import {
  asBuffer,
  type DocumentsInput,
  type InvoiceFiles,
  writeDocuments,
} from "./write-documents.ts";

/** The files as they come from a thread: Buffers arrive as Uint8Arrays. */
type FileBytes = { [kind in keyof InvoiceFiles]: Uint8Array };

let log: Log = console;
let pool: WorkerPool<DocumentsInput, FileBytes> | undefined;

/** Made on the first render, its threads started as the renders need them and kept until closed. */
function documentPool() {
  pool ??= createWorkerPool<DocumentsInput, FileBytes>({
    module: new URL("./document-worker.ts", import.meta.url),
    inProcess: writeDocuments,
    onUnavailable: (error) =>
      log.warn(
        { err: error },
        "no worker thread could be started: invoice documents are rendered on the event loop",
      ),
  });
  return pool;
}

/**
 * The invoice's documents, byte for byte as writeDocuments() writes them here,
 * and the id of the thread that rendered them. A render that fails there fails
 * here with the same error (class, message, stack and fields).
 */
export async function renderDocuments(
  input: DocumentsInput,
): Promise<InvoiceFiles & { threadId: number }> {
  const { value, threadId } = await documentPool().run(input);
  return { pdf: asBuffer(value.pdf), cii: asBuffer(value.cii), ubl: asBuffer(value.ubl), threadId };
}

/**
 * For the app: the render threads report to `appLog`; `close` (its onClose
 * hook) stops them, and a later render starts them again.
 */
export function documentRenderers(appLog: Log) {
  log = appLog;
  return {
    close: async () => {
      await pool?.close();
    },
  };
}
