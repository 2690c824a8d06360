import { INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import { notFound, ValidationError } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { invoice, invoicePayment } from "../../db/schema/index.ts";
import { formatCents } from "../../money.ts";
import { type InvoiceRow, invoiceOf } from "./find-invoice.ts";
import { assertIssued } from "./invoice-state.ts";
import { amountDueCents } from "./present-invoice.ts";

export type PaymentRow = typeof invoicePayment.$inferSelect;

/** One payment of one invoice of the company; another invoice's or company's is 404. */
export async function findPayment(
  db: Queryable,
  companyId: number,
  invoiceId: number,
  paymentId: number,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(invoicePayment)
    .where(
      and(
        eq(invoicePayment.id, paymentId),
        eq(invoicePayment.companyId, companyId),
        eq(invoicePayment.invoiceId, invoiceId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * Payments are recorded, corrected and deleted on an issued invoice or advance
 * invoice (380, 386) only: not on a draft, a cancelled invoice or a credit note.
 */
export function assertPayable(row: InvoiceRow) {
  assertIssued(row);
  if (row.typeCode === "381")
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.notIssued] });
}

/**
 * A payment of `amount` cents beside payments of `otherPaid` cents: more than
 * 0, and together at most what the invoice asks (gross less advance invoices
 * deducted and credit notes).
 */
export function assertPaymentFits(row: InvoiceRow, amount: bigint, otherPaid: bigint) {
  if (amount <= 0n) throw new ValidationError({ amount: [INVOICE_MESSAGES.paymentNotPositive] });
  const due = amountDueCents(row, otherPaid);
  if (amount > due)
    throw new ValidationError({ amount: [INVOICE_MESSAGES.paymentTooLarge(formatCents(due))] });
}

/** The invoice (locked by the caller) with its payments' new sum. */
export async function setPaidTotal(tx: Queryable, row: InvoiceRow, paid: bigint, now: Date) {
  const [saved] = await tx
    .update(invoice)
    .set({ paidTotal: formatCents(paid), updatedAt: now })
    .where(invoiceOf(row.companyId, row.id))
    .returning();
  return saved;
}
