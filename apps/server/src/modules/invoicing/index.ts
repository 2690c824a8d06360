/** What the app uses of invoicing. */

export { deliverDueInvoices } from "./deliver-invoices.ts";
export {
  exportDocuments,
  purgeExpiredDocuments,
  retentionStart,
} from "./document-archive.ts";
export { documentRenderers } from "./render-documents.ts";
