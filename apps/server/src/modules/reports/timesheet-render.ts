/**
 * Timesheets printed off the event loop, on a few worker threads (timesheet-worker.ts on
 * src/lib/worker-pool.ts), as invoice documents are: a report of thousands of rows holds up no
 * other request meanwhile. Where no thread can start, they are printed here and the log says so
 * once.
 */
import type { Log } from "../../lib/log.ts";
import { createWorkerPool, type WorkerPool } from "../../lib/worker-pool.ts";
import { type TimesheetInput, writeTimesheetPdf } from "./timesheet-pdf.ts";

let log: Log = console;
let pool: WorkerPool<TimesheetInput, Uint8Array> | undefined;

function timesheetPool() {
  pool ??= createWorkerPool<TimesheetInput, Uint8Array>({
    module: new URL("./timesheet-worker.ts", import.meta.url),
    inProcess: writeTimesheetPdf,
    onUnavailable: (error) =>
      log.warn(
        { err: error },
        "no worker thread could be started: timesheets are printed on the event loop",
      ),
  });
  return pool;
}

/** A report's timesheet as PDF bytes. */
export async function renderTimesheet(input: TimesheetInput): Promise<Buffer> {
  const { value } = await timesheetPool().run(input);
  return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

/** For the app: the threads report to `appLog`; `close` (its onClose hook) stops them. */
export function timesheetRenderers(appLog: Log) {
  log = appLog;
  return {
    close: async () => {
      await pool?.close();
    },
  };
}
