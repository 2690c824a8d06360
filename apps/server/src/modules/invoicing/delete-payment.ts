import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { invoicePayment } from "../../db/schema/index.ts";
import { toCents } from "../../money.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { recordInvoiceEvent } from "./invoice-audit.ts";
import { assertPayable, findPayment, setPaidTotal } from "./payment-write.ts";

/**
 * Deletes a payment recorded by mistake: the invoice is then unpaid, partly
 * paid or overdue again as its other payments and due date say. Only on an
 * issued invoice; the invoice row is locked first, as every payment change does.
 */
export async function deletePayment(
  deps: InvoicingDeps,
  actor: Actor,
  input: { id: number; paymentId: number },
) {
  const { id, paymentId } = input;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const current = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    const payment = await findPayment(tx, actor.companyId, id, paymentId);
    assertPayable(current);
    await tx
      .delete(invoicePayment)
      .where(and(eq(invoicePayment.id, paymentId), eq(invoicePayment.companyId, actor.companyId)));
    await recordInvoiceEvent(tx, actor, {
      action: "invoice.payment_deleted",
      invoiceId: id,
      at: now,
      details: {
        payment: paymentId,
        date: payment.date,
        amount: payment.amount,
        note: payment.note,
      },
    });
    await setPaidTotal(tx, current, toCents(current.paidTotal) - toCents(payment.amount), now);
  });
}
