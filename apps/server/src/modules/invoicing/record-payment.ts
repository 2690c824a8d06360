import type { Actor } from "../../core/actor.ts";
import { invoicePayment } from "../../db/schema/index.ts";
import { formatCents, toCents } from "../../money.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { recordInvoiceEvent } from "./invoice-audit.ts";
import { assertPayable, assertPaymentFits, setPaidTotal } from "./payment-write.ts";
import { invoiceDetail } from "./present-invoice.ts";

/** A payment received: partly paid until the payments reach the gross total, then paid. */
export async function recordPayment(
  deps: InvoicingDeps,
  actor: Actor,
  id: number,
  input: { date: string; amount: string; note: string },
) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    assertPayable(current);
    const amount = toCents(input.amount);
    const paid = toCents(current.paidTotal);
    assertPaymentFits(current, amount, paid);
    const [payment] = await tx
      .insert(invoicePayment)
      .values({
        companyId: actor.companyId,
        invoiceId: id,
        date: input.date,
        amount: formatCents(amount),
        note: input.note,
        createdAt: now,
      })
      .returning({ id: invoicePayment.id });
    await recordInvoiceEvent(tx, actor, {
      action: "invoice.payment_recorded",
      invoiceId: id,
      at: now,
      details: {
        payment: payment.id,
        date: input.date,
        amount: formatCents(amount),
        note: input.note,
      },
    });
    return setPaidTotal(tx, current, paid + amount, now);
  });
  return invoiceDetail(deps.db, row, now);
}
