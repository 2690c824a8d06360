/** What the app uses of invoicing. */

export { deliverDueInvoices } from "./deliver-invoices.ts";
export { invoicingRoutes } from "./routes.ts";
