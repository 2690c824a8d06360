/**
 * A worker thread of export-xlsx.ts: writes time-log exports' XLSX workbooks
 * (xlsx-workbook.ts). Node loads this file and its imports itself, also under Vitest.
 */
import { serveTasks } from "../../lib/worker-pool.ts";
import { type WorkbookInput, writeWorkbook } from "./xlsx-workbook.ts";

serveTasks(async (input: WorkbookInput) => ({ value: await writeWorkbook(input), transfer: [] }));
