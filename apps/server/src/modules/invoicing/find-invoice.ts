import { and, eq } from "drizzle-orm";
import { notFound } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { invoice } from "../../db/schema/index.ts";

export type InvoiceRow = typeof invoice.$inferSelect;

/** The condition on one invoice of a company: every statement by id names the company too. */
export const invoiceOf = (companyId: number, id: number) =>
  and(eq(invoice.id, id), eq(invoice.companyId, companyId));

/** The caller's company's invoice, locked for the transaction when `forUpdate`; another company's is 404. */
export async function findInvoice(
  db: Queryable,
  companyId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<InvoiceRow> {
  const query = db.select().from(invoice).where(invoiceOf(companyId, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}
