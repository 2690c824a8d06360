import { INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { invoice } from "../../db/schema/index.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice, type InvoiceRow, invoiceOf } from "./find-invoice.ts";
import { invoiceDetail } from "./present-invoice.ts";

export function assertIssued(row: InvoiceRow) {
  if (row.status !== "issued")
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.notIssued] });
}

/** Marks an issued invoice as sent (by hand; sending by e-mail marks it too). */
export async function markSent(deps: InvoicingDeps, actor: Actor, id: number) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    assertIssued(await findInvoice(tx, actor.companyId, id, { forUpdate: true }));
    const [saved] = await tx
      .update(invoice)
      .set({ sentAt: now, updatedAt: now })
      .where(invoiceOf(actor.companyId, id))
      .returning();
    return saved;
  });
  return invoiceDetail(deps.db, row, now);
}
