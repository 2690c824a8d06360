import { INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { invoice, invoicePayment } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { ValidationError } from "../../http/errors.ts";
import { formatCents, toCents } from "../../money.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice, invoiceOf } from "./find-invoice.ts";
import { assertIssued } from "./mark-sent.ts";
import { invoiceDetail } from "./present-invoice.ts";

/** A payment received: partly paid until the payments reach the gross total, then paid. */
export async function recordPayment(
  deps: InvoicingDeps,
  actor: AuthenticatedUser,
  id: number,
  input: { date: string; amount: string; note: string },
) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    assertIssued(current);
    if (current.typeCode !== "380")
      throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.notIssued] });
    const amount = toCents(input.amount);
    if (amount <= 0n) throw new ValidationError({ amount: [INVOICE_MESSAGES.paymentNotPositive] });
    const due = toCents(current.grossTotal) - toCents(current.paidTotal);
    if (amount > due)
      throw new ValidationError({ amount: [INVOICE_MESSAGES.paymentTooLarge(formatCents(due))] });
    await tx.insert(invoicePayment).values({
      companyId: actor.companyId,
      invoiceId: id,
      date: input.date,
      amount: formatCents(amount),
      note: input.note,
      createdAt: now,
    });
    const [saved] = await tx
      .update(invoice)
      .set({ paidTotal: formatCents(toCents(current.paidTotal) + amount), updatedAt: now })
      .where(invoiceOf(actor.companyId, id))
      .returning();
    return saved;
  });
  return invoiceDetail(deps.db, row, now);
}
