import type { InvoicePaymentPatch } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { invoicePayment } from "../../db/schema/index.ts";
import { formatCents, toCents } from "../../money.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { recordInvoiceEvent } from "./invoice-audit.ts";
import { assertPayable, assertPaymentFits, findPayment, setPaidTotal } from "./payment-write.ts";
import { invoiceDetail } from "./present-invoice.ts";

/**
 * Corrects a recorded payment (date, amount, note; what is sent): the same
 * rules as recording, with the other payments beside the new amount. The
 * invoice row is locked first, so parallel changes of its payments queue and
 * `paid_total` stays their sum.
 */
export async function updatePayment(
  deps: InvoicingDeps,
  actor: Actor,
  input: { id: number; paymentId: number; body: InvoicePaymentPatch },
) {
  const { id, paymentId, body } = input;
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    const payment = await findPayment(tx, actor.companyId, id, paymentId);
    assertPayable(current);
    const before = toCents(payment.amount);
    const amount = body.amount === undefined ? before : toCents(body.amount);
    const otherPaid = toCents(current.paidTotal) - before;
    if (body.amount !== undefined) assertPaymentFits(current, amount, otherPaid);
    await tx
      .update(invoicePayment)
      .set({
        amount: formatCents(amount),
        ...(body.date !== undefined && { date: body.date }),
        ...(body.note !== undefined && { note: body.note }),
      })
      .where(and(eq(invoicePayment.id, paymentId), eq(invoicePayment.companyId, actor.companyId)));
    const after = {
      date: body.date ?? payment.date,
      amount: formatCents(amount),
      note: body.note ?? payment.note,
    };
    await recordInvoiceEvent(tx, actor, {
      action: "invoice.payment_changed",
      invoiceId: id,
      at: now,
      details: {
        payment: paymentId,
        before: { date: payment.date, amount: payment.amount, note: payment.note },
        after,
      },
    });
    return setPaidTotal(tx, current, otherPaid + amount, now);
  });
  return invoiceDetail(deps.db, row, now);
}
