/** Reports: what the app and other modules may use (the timesheet renderers; an invoice's timesheet). */

export { type InvoiceTimesheetRequest, invoiceTimesheet } from "./invoice-timesheet.ts";
export { timesheetRenderers } from "./timesheet-render.ts";
