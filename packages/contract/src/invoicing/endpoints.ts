/** Invoices, payments and their documents. */
export const invoicingEndpoints = {};
