/** What the app uses of invoicing. */

export { deliverDueInvoices } from "./deliver-invoices.ts";
export {
  exportDocuments,
  purgeExpiredDocuments,
  retentionStart,
} from "./document-archive.ts";
/** The invoices' fonts, parsed once per thread (the reports' timesheets print with them). */
export { faces } from "./pdf/fonts.ts";
export { documentRenderers } from "./render-documents.ts";
