import type { Invoice, InvoiceLine } from "@tempus/contract";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { todayIn } from "../../calendar.ts";
import type { Queryable } from "../../db/open-database.ts";
import {
  invoice,
  invoiceDelivery,
  invoiceLine,
  invoicePayment,
  invoiceTimeLog,
} from "../../db/schema/index.ts";
import { formatCents, toCents } from "../../money.ts";
import { loadCompany } from "./build-draft.ts";
import type { InvoiceRow } from "./find-invoice.ts";
import { frozenParty } from "./parties.ts";

/** A stored quantity (ten decimals) with the decimals it needs, at least four. */
export function trimQuantity(value: string): string {
  const [whole, fraction = ""] = value.split(".");
  return `${whole}.${fraction.padEnd(4, "0").replace(/(?<=.{4})0+$/, "")}`;
}

/** Paid, partly paid, overdue (due date passed) or unpaid: an issued invoice's state of payment. */
export function paymentStatus(row: InvoiceRow, today: string): Invoice["payment_status"] {
  if (row.status !== "issued" || row.typeCode === "381") return null;
  const paid = toCents(row.paidTotal);
  if (amountDueCents(row) <= 0n) return "paid";
  if (row.dueDate !== null && row.dueDate < today) return "overdue";
  return paid > 0n ? "partly_paid" : "unpaid";
}

/**
 * What the buyer still owes: gross less advance invoices deducted, credit notes
 * and payments (the invoice's own, or `paid` cents in their place).
 */
export const amountDueCents = (row: InvoiceRow, paid = toCents(row.paidTotal)) =>
  toCents(row.grossTotal) - toCents(row.prepaidTotal) - toCents(row.creditedTotal) - paid;

export function toInvoice(row: InvoiceRow, creditNoteIds: number[], today: string): Invoice {
  return {
    id: row.id,
    number: row.number,
    type_code: row.typeCode,
    status: row.status,
    payment_status: paymentStatus(row, today),
    debtor: row.debtorId,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    service_from: row.serviceFrom,
    service_until: row.serviceUntil,
    currency: row.currency,
    language: row.language,
    grouping: row.grouping as Invoice["grouping"],
    projects: row.projectIds,
    tax_rate: row.taxRate,
    notes: row.notes,
    corrected_invoice: row.correctedInvoiceId,
    credit_note: creditNoteIds[0] ?? null,
    credit_notes: creditNoteIds,
    credited_total: row.creditedTotal,
    advance_invoices: row.advanceInvoiceIds,
    seller: row.seller ? frozenParty(row.seller) : null,
    buyer: row.buyer ? frozenParty(row.buyer) : null,
    net_total: row.netTotal,
    tax_total: row.taxTotal,
    gross_total: row.grossTotal,
    tax_breakdown: row.taxBreakdown.map((group) => ({
      ...group,
      exemption_code: group.exemption_code ?? "",
    })),
    paid_total: row.paidTotal,
    prepaid_total: row.prepaidTotal,
    amount_due: formatCents(amountDueCents(row)),
    buyer_reference: row.buyerReference,
    order_reference: row.orderReference,
    contract_reference: row.contractReference,
    project_reference: row.projectReference,
    cash_discount_days: row.cashDiscountDays,
    cash_discount_percent: row.cashDiscountPercent,
    payment_reference: row.paymentReference,
    exchange_rate: row.exchangeRate,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The credit notes of these invoices, oldest first, by the invoice they correct. */
export async function creditNotesOf(db: Queryable, companyId: number, ids: number[]) {
  const notes = new Map<number, number[]>();
  if (ids.length === 0) return notes;
  const rows = await db
    .select({ id: invoice.id, corrected: invoice.correctedInvoiceId })
    .from(invoice)
    .where(and(eq(invoice.companyId, companyId), inArray(invoice.correctedInvoiceId, ids)))
    .orderBy(asc(invoice.id));
  for (const row of rows) {
    const list = notes.get(row.corrected as number) ?? [];
    list.push(row.id);
    notes.set(row.corrected as number, list);
  }
  return notes;
}

export async function companyToday(db: Queryable, companyId: number, now: Date) {
  return todayIn((await loadCompany(db, companyId)).timezone, now);
}

export async function invoiceLines(
  db: Queryable,
  companyId: number,
  invoiceId: number,
): Promise<InvoiceLine[]> {
  // One after the other: issuing renders from these inside its transaction (one connection).
  const lines = await db
    .select()
    .from(invoiceLine)
    .where(and(eq(invoiceLine.companyId, companyId), eq(invoiceLine.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLine.position));
  const holds = await db
    .select({ lineId: invoiceTimeLog.lineId, timeLogId: invoiceTimeLog.timeLogId })
    .from(invoiceTimeLog)
    .where(and(eq(invoiceTimeLog.companyId, companyId), eq(invoiceTimeLog.invoiceId, invoiceId)))
    .orderBy(asc(invoiceTimeLog.timeLogId));
  const logsByLine = new Map<number, number[]>();
  for (const hold of holds) {
    const list = logsByLine.get(hold.lineId) ?? [];
    list.push(hold.timeLogId);
    logsByLine.set(hold.lineId, list);
  }
  return lines.map((line) => ({
    id: line.id,
    position: line.position,
    description: line.description,
    quantity: trimQuantity(line.quantity),
    unit_code: line.unitCode,
    unit_price: line.unitPrice,
    net_amount: line.netAmount,
    tax_category: line.taxCategory as InvoiceLine["tax_category"],
    tax_rate: line.taxRate,
    exemption_reason: line.exemptionReason,
    project: line.projectId,
    activity: line.activityId,
    user: line.userId,
    day: line.day,
    time_logs: logsByLine.get(line.id) ?? [],
  }));
}

/** The state of an invoice's last e-mail delivery, or nulls when it was never sent by e-mail. */
export async function lastDelivery(db: Queryable, companyId: number, invoiceId: number) {
  const [last] = await db
    .select({
      status: invoiceDelivery.status,
      lastError: invoiceDelivery.lastError,
      deliveredAt: invoiceDelivery.deliveredAt,
    })
    .from(invoiceDelivery)
    .where(and(eq(invoiceDelivery.companyId, companyId), eq(invoiceDelivery.invoiceId, invoiceId)))
    .orderBy(desc(invoiceDelivery.id))
    .limit(1);
  return {
    delivery_status: last?.status ?? null,
    delivery_error: last?.status === "sent" ? null : (last?.lastError ?? null),
    delivered_at: last?.deliveredAt?.toISOString() ?? null,
  };
}

/** One invoice with its lines, payments and last delivery, as the detail route answers. */
export async function invoiceDetail(db: Queryable, row: InvoiceRow, now: Date) {
  const [lines, payments, creditNotes, today, delivery] = await Promise.all([
    invoiceLines(db, row.companyId, row.id),
    db
      .select()
      .from(invoicePayment)
      .where(and(eq(invoicePayment.companyId, row.companyId), eq(invoicePayment.invoiceId, row.id)))
      .orderBy(asc(invoicePayment.date), asc(invoicePayment.id)),
    creditNotesOf(db, row.companyId, [row.id]),
    companyToday(db, row.companyId, now),
    lastDelivery(db, row.companyId, row.id),
  ]);
  return {
    ...toInvoice(row, creditNotes.get(row.id) ?? [], today),
    lines,
    payments: payments.map((payment) => ({
      id: payment.id,
      date: payment.date,
      amount: payment.amount,
      note: payment.note,
      created_at: payment.createdAt.toISOString(),
    })),
    ...delivery,
  };
}
