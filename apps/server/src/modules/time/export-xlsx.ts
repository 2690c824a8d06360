/**
 * The XLSX export written off the event loop: the rows are read in batches here
 * (the database is this thread's) and handed to a worker thread
 * (xlsx-worker.ts on src/lib/worker-pool.ts, the pool invoice documents render
 * on), which builds the workbook and sends its bytes back as they are written.
 * One batch at a time, and the next only once the answer has taken the last
 * bytes, so a large export never sits in memory. Where no thread can start the
 * workbook is written here, as before, and the log says so once.
 */
import { PassThrough, type Readable } from "node:stream";
import { MessageChannel } from "node:worker_threads";
import type { Log } from "../../lib/log.ts";
import { createWorkerPool, type WorkerPool } from "../../lib/worker-pool.ts";
import {
  type BytesMessage,
  type RowsMessage,
  type WorkbookInput,
  type WorkbookRow,
  writeWorkbook,
} from "./xlsx-workbook.ts";

/** Where workbooks are written: on the pool's threads; tests turn it off to compare with this thread's. */
export const xlsxSettings = { onThread: true };

let log: Log = console;
let pool: WorkerPool<WorkbookInput, null> | undefined;

/** Made on the first XLSX export, its threads started as exports need them and kept until closed. */
function workbookPool() {
  pool ??= createWorkerPool<WorkbookInput, null>({
    module: new URL("./xlsx-worker.ts", import.meta.url),
    inProcess: writeWorkbook,
    onUnavailable: (error) =>
      log.warn(
        { err: error },
        "no worker thread could be started: XLSX exports are written on the event loop",
      ),
  });
  return pool;
}

/**
 * The workbook of `batches`' rows as a stream of bytes. A batch that fails to
 * read, or a workbook that fails to write, ends the stream with that error; an
 * answer given up early stops both sides.
 */
export function xlsxStream(
  setup: Omit<WorkbookInput, "port">,
  batches: () => AsyncGenerator<WorkbookRow[]>,
): Readable {
  const out = new PassThrough();
  const { port1: port, port2 } = new MessageChannel();
  const rows = batches();
  let finished = false;
  const finish = (error?: unknown) => {
    if (finished) return;
    finished = true;
    port.close();
    if (error) out.destroy(error instanceof Error ? error : new Error(String(error)));
    else out.end();
  };
  const send = (message: RowsMessage) => {
    if (!finished) port.postMessage(message);
  };
  // The next batch once the answer has taken what was written so far.
  const more = async () => {
    if (out.writableNeedDrain) await new Promise((resolve) => out.once("drain", resolve));
    if (out.destroyed) {
      send({ abort: true });
      return;
    }
    const next = await rows.next();
    send(next.done ? { end: true } : { rows: next.value });
  };
  port.on("message", (message: BytesMessage) => {
    if ("bytes" in message) out.write(message.bytes);
    else if ("done" in message) finish();
    else
      more().catch((error) => {
        send({ abort: true });
        finish(error);
      });
  });
  out.on("close", () => {
    if (!finished) send({ abort: true });
  });
  const input = { ...setup, port: port2 };
  (xlsxSettings.onThread ? workbookPool().run(input, [port2]) : writeWorkbook(input)).catch(
    (error) => finish(error),
  );
  return out;
}

/**
 * For the app: the export threads report to `appLog`; `close` (its onClose
 * hook) stops them, and a later export starts them again.
 */
export function xlsxWriters(appLog: Log) {
  log = appLog;
  return {
    close: async () => {
      await pool?.close();
    },
  };
}
