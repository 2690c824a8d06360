import type { Actor } from "../../core/actor.ts";
import { invoice } from "../../db/schema/index.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice, invoiceOf } from "./find-invoice.ts";
import { assertIssued } from "./invoice-state.ts";
import { invoiceDetail } from "./present-invoice.ts";

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
