import {
  INVOICE_COUNTER_MAX,
  INVOICE_MESSAGES,
  INVOICE_NUMBER_MAX_LENGTH,
  NON_FIELD_ERRORS,
} from "@tempus/contract";
import { lt, sql } from "drizzle-orm";
import { ValidationError } from "../../core/errors.ts";
import type { Transaction } from "../../db/open-database.ts";
import { invoiceNumberCounter } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import { formatCents } from "../../money.ts";
import type { BuiltDraft, CompanyRow } from "./build-draft.ts";
import type { InvoiceRow } from "./find-invoice.ts";
import { counterPeriod, formatInvoiceNumber } from "./number-pattern.ts";

// The invoice's lifecycle rules, in one place: what a draft and an issued invoice are, a draft's
// stored columns, and the next number an issue or a credit note takes.

/** Only a draft may be changed, issued or deleted. */
export function assertDraft(row: InvoiceRow) {
  if (row.status !== "draft")
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.notDraft] });
}

/** Only an issued invoice may be sent, paid or credited. */
export function assertIssued(row: InvoiceRow) {
  if (row.status !== "issued")
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.notIssued] });
}

/** The columns a draft's parameters and totals fill. */
export const draftColumns = (draft: BuiltDraft, now: Date) => ({
  debtorId: draft.debtor.id,
  serviceFrom: draft.input.service_from,
  serviceUntil: draft.input.service_until,
  currency: draft.currency,
  language: draft.input.language,
  grouping: draft.input.grouping,
  projectIds: draft.input.projects,
  includeTime: draft.input.include_time,
  taxRate: draft.taxRate,
  notes: draft.input.notes,
  netTotal: formatCents(draft.totals.netCents),
  taxTotal: formatCents(draft.totals.taxCents),
  grossTotal: formatCents(draft.totals.grossCents),
  taxBreakdown: draft.totals.breakdown,
  buyerReference: draft.input.buyer_reference,
  orderReference: draft.input.order_reference,
  contractReference: draft.input.contract_reference,
  projectReference: draft.input.project_reference,
  cashDiscountDays: draft.cashDiscount.days,
  cashDiscountPercent: draft.cashDiscount.percent,
  typeCode: draft.input.type_code,
  advanceInvoiceIds: draft.input.advance_invoices,
  prepaidTotal: formatCents(draft.prepaidCents),
  updatedAt: now,
});

/**
 * The next number of the company's pattern, drawn inside the issuing
 * transaction: the counter row is locked until it commits (parallel issues
 * wait in turn) and a rollback returns the number, so there are no gaps and
 * no duplicates. A new running counter continues from the company's
 * `next_invoice_number`; a new year starts at 1.
 *
 * The settings' checks keep the counter and the number within their columns; settings saved
 * before those checks could still leave them: refused here (400) rather than failing in the
 * database, and the rollback leaves the counter as it was.
 */
export async function nextInvoiceNumber(tx: Transaction, company: CompanyRow, issueDate: string) {
  const period = counterPeriod(company.invoiceCounterReset, issueDate);
  const first = period === 0 ? company.nextInvoiceNumber : 1;
  const [counter] = await tx
    .insert(invoiceNumberCounter)
    .values({ companyId: company.id, period, lastValue: first })
    .onConflictDoUpdate({
      target: [invoiceNumberCounter.companyId, invoiceNumberCounter.period],
      set: { lastValue: sql`${invoiceNumberCounter.lastValue} + 1` },
      // A counter at its column's end is left as it is (no row comes back).
      setWhere: lt(invoiceNumberCounter.lastValue, INVOICE_COUNTER_MAX),
    })
    .returning({ lastValue: invoiceNumberCounter.lastValue });
  if (!counter)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.counterExhausted] });
  const number = formatInvoiceNumber(company.invoiceNumberPattern, {
    issueDate,
    prefix: company.invoicePrefix,
    sequence: counter.lastValue,
  });
  if (number.length > INVOICE_NUMBER_MAX_LENGTH)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.numberTooLong(number)] });
  return number;
}

/**
 * A number the pattern gave twice (a yearly counter without the year, a changed
 * pattern or next number, or a parallel issue) hits the company's unique key
 * when it is stored: refused with why, and the rollback returns the drawn value.
 */
export function refusedIfTaken(error: unknown, number: string | undefined): unknown {
  return number !== undefined && isUniqueViolation(error, "invoice_company_number_key")
    ? new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.numberTaken(number)] })
    : error;
}
