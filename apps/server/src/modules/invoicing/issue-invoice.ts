import { belgianReferenceFor, INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { sql } from "drizzle-orm";
import { addDays, todayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import type { Transaction } from "../../db/open-database.ts";
import { invoice, invoiceNumberCounter } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import { lockPricing } from "../pricing/index.ts";
import { profileOf } from "./build-document.ts";
import { buildDraft, type CompanyRow } from "./build-draft.ts";
import { draftColumns } from "./create-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { draftInput } from "./draft-input.ts";
import { findInvoice, invoiceOf } from "./find-invoice.ts";
import { lockHeldLogs, setInvoiceOfHeldLogs } from "./held-logs.ts";
import { freezeDocuments } from "./invoice-pdf.ts";
import { counterPeriod, formatInvoiceNumber } from "./number-pattern.ts";
import { assertComplete, buyerOf, sellerOf } from "./parties.ts";
import { invoiceDetail } from "./present-invoice.ts";
import { storeLines } from "./store-draft.ts";
import { assertDraft } from "./update-draft.ts";

/**
 * The next number of the company's pattern, drawn inside the issuing
 * transaction: the counter row is locked until it commits (parallel issues
 * wait in turn) and a rollback returns the number, so there are no gaps and
 * no duplicates. A new running counter continues from the company's
 * `next_invoice_number`; a new year starts at 1.
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
    })
    .returning({ lastValue: invoiceNumberCounter.lastValue });
  return formatInvoiceNumber(company.invoiceNumberPattern, {
    issueDate,
    prefix: company.invoicePrefix,
    sequence: counter.lastValue,
  });
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

/**
 * Issues a draft: its held logs that still qualify are priced into its lines
 * again (a log changed since the draft was made bills as it is now), seller and
 * buyer are frozen, the number is drawn, the due date set, and every log is
 * linked to the invoice (and so read-only). Nothing of it changes afterwards.
 */
export async function issueInvoice(
  deps: InvoicingDeps,
  actor: Actor,
  id: number,
  input: { issue_date?: string; exchange_rate?: string },
) {
  const now = deps.clock();
  let number: string | undefined;
  const issuing = deps.db.transaction(async (tx) => {
    // The logs are billed at the prices the rules give now: no re-pricing runs beside it.
    await lockPricing(tx, actor.companyId);
    const current = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    assertDraft(current);
    const heldIds = await lockHeldLogs(tx, actor.companyId, id);
    const stored = await draftInput(tx, current);
    const draft = await buildDraft(
      tx,
      actor.companyId,
      { ...stored, include_time: stored.include_time && heldIds.length > 0 },
      { draftId: id, onlyLogIds: heldIds },
    );
    const seller = sellerOf(draft.company);
    const buyer = buyerOf(draft.debtor);
    const profile = profileOf(draft.debtor);
    const buyerReference = draft.input.buyer_reference ?? buyer.buyer_reference;
    assertComplete(
      seller,
      buyer,
      new Set(draft.lines.map((line) => line.taxCategory)),
      profile,
      buyerReference,
    );
    if (seller.country === "FR" && draft.company.latePaymentRate === null)
      throw new ValidationError({
        [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.sellerIncomplete("late_payment_rate")],
      });
    const foreign = draft.currency !== draft.company.defaultCurrency;
    if (foreign && !input.exchange_rate)
      throw new ValidationError({
        exchange_rate: [
          INVOICE_MESSAGES.exchangeRateRequired(draft.currency, draft.company.defaultCurrency),
        ],
      });
    const issueDate = input.issue_date ?? todayIn(draft.company.timezone, now);
    const terms = draft.debtor.paymentTermsDays ?? draft.company.paymentTermsDays;
    number = await nextInvoiceNumber(tx, draft.company, issueDate);
    await storeLines(tx, actor.companyId, id, draft.lines);
    const [saved] = await tx
      .update(invoice)
      .set({
        ...draftColumns(draft, now),
        status: "issued",
        number,
        issueDate,
        dueDate: addDays(issueDate, terms),
        seller,
        buyer,
        buyerReference,
        paymentReference:
          draft.company.paymentReferenceKind === "belgian" ? belgianReferenceFor(number) : number,
        exchangeRate: foreign ? (input.exchange_rate ?? null) : null,
      })
      .where(invoiceOf(actor.companyId, id))
      .returning();
    await setInvoiceOfHeldLogs(tx, actor.companyId, id, id, now);
    // Rendered once and stored: what is downloaded and mailed from now on.
    await freezeDocuments(tx, saved);
    return saved;
  });
  const row = await issuing.catch((error: unknown) => {
    throw refusedIfTaken(error, number);
  });
  return invoiceDetail(deps.db, row, now);
}
