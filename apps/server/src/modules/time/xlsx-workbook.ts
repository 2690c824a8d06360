/**
 * The time-log export's XLSX workbook, written from rows that arrive in batches
 * over a MessagePort: on a worker thread of export-xlsx.ts (xlsx-worker.ts), or
 * in this thread where none can start. Node loads this file and its imports
 * itself, also under Vitest.
 *
 * The port's conversation: this side asks for rows (`{ more: true }`), the other
 * answers a batch (`{ rows }`), the end (`{ end: true }`) or that the export was
 * given up (`{ abort: true }`); this side sends the file's bytes as they are
 * written (`{ bytes }`, moved, not copied) and `{ done: true }` after the last.
 */
import { PassThrough } from "node:stream";
import type { MessagePort } from "node:worker_threads";
import ExcelJS from "exceljs";
import { ownBytes } from "../../lib/worker-pool.ts";

export interface WorkbookColumn {
  header: string;
  width: number;
  style: { numFmt?: string };
}

export interface WorkbookInput {
  port: MessagePort;
  sheetName: string;
  columns: WorkbookColumn[];
  /** The file's creation time (its properties say it). */
  created: Date;
}

export type WorkbookRow = ExcelJS.CellValue[];

const WIDTHS = [12, 8, 8, 8, 9, 14, 20, 24, 18, 40, 10, 10, 12, 9, 10, 20];

/** The export's columns (without the person's e-mail address): widths, and number, date and duration formats. */
export const xlsxColumns = (headers: string[]): WorkbookColumn[] =>
  headers.map((header, index) => ({
    header,
    width: WIDTHS[index],
    style:
      index === 0
        ? { numFmt: "yyyy-mm-dd" }
        : index === 1 || index === 2
          ? { numFmt: "hh:mm" }
          : index === 3 || index === 11 || index === 12
            ? { numFmt: "0.00" }
            : index === 4
              ? { numFmt: "[h]:mm" }
              : {},
  }));

/** What the rows' side sends. */
export type RowsMessage = { rows: WorkbookRow[] } | { end: true } | { abort: true };
/** What the workbook's side sends. */
export type BytesMessage = { more: true } | { bytes: Uint8Array } | { done: true };

/** The batches of rows the port answers, one asked for at a time. */
async function* batchesFrom(port: MessagePort): AsyncGenerator<WorkbookRow[]> {
  // One listener for the whole conversation: a message that comes early waits here.
  const arrived: RowsMessage[] = [];
  let wake: (() => void) | undefined;
  port.on("message", (message: RowsMessage) => {
    arrived.push(message);
    wake?.();
  });
  for (;;) {
    port.postMessage({ more: true } satisfies BytesMessage);
    while (arrived.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const message = arrived.shift() as RowsMessage;
    if ("abort" in message) throw new Error("the export was given up before it was written");
    if ("end" in message) return;
    yield message.rows;
  }
}

/** Writes the workbook from the port's rows and sends its bytes back over the port. */
export async function writeWorkbook(input: WorkbookInput): Promise<null> {
  const { port } = input;
  const send = (message: BytesMessage, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  // The other side closes the port when it has the file or gives up.
  const out = new PassThrough();
  const written = new Promise<void>((resolve, reject) => {
    out.on("data", (chunk: Buffer) => {
      const bytes = ownBytes(chunk);
      send({ bytes }, [bytes.buffer]);
    });
    out.on("end", resolve);
    out.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.created = input.created;
  workbook.modified = input.created;
  const sheet = workbook.addWorksheet(input.sheetName);
  sheet.columns = input.columns;
  for await (const rows of batchesFrom(port)) {
    for (const row of rows) sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
  await written;
  send({ done: true });
  return null;
}
