/**
 * A worker thread of timesheet-render.ts: prints reports' timesheets (timesheet-pdf.ts) and
 * moves their bytes back. Node loads this file and its imports itself, also under Vitest.
 */
import { ownBytes, serveTasks } from "../../lib/worker-pool.ts";
import { type TimesheetInput, writeTimesheetPdf } from "./timesheet-pdf.ts";

serveTasks(async (input: TimesheetInput) => {
  const pdf = ownBytes(await writeTimesheetPdf(input));
  return { value: pdf, transfer: [pdf.buffer] };
});
