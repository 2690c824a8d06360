/** Invoices and credit notes: the list, the draft editor and one invoice's page. */
export { invoicingKeys } from "./api.ts";
export { InvoiceDetailPage } from "./invoice-detail-page.tsx";
export { InvoiceCreatePage, InvoiceEditPage } from "./invoice-editor-page.tsx";
export { InvoicesPage } from "./invoices-page.tsx";
