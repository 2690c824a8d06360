import { belgianReferenceFor, INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { addDays, todayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { invoice } from "../../db/schema/index.ts";
import { lockPricing } from "../pricing/index.ts";
import { profileOf } from "./build-document.ts";
import { buildDraft } from "./build-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { draftInput } from "./draft-input.ts";
import { findInvoice, invoiceOf } from "./find-invoice.ts";
import { lockHeldLogs, setInvoiceOfHeldLogs } from "./held-logs.ts";
import { recordInvoiceEvent } from "./invoice-audit.ts";
import { freezeDocuments } from "./invoice-pdf.ts";
import { assertDraft, draftColumns, nextInvoiceNumber, refusedIfTaken } from "./invoice-state.ts";
import { assertComplete, buyerOf, type InvoiceDataField, sellerOf } from "./parties.ts";
import { invoiceDetail } from "./present-invoice.ts";
import { storeLines } from "./store-draft.ts";

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
        [NON_FIELD_ERRORS]: [
          INVOICE_MESSAGES.sellerIncomplete("late_payment_rate" satisfies InvoiceDataField),
        ],
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
    await recordInvoiceEvent(tx, actor, {
      action: "invoice.issued",
      invoiceId: id,
      at: now,
      details: {
        number,
        issue_date: issueDate,
        gross_total: saved.grossTotal,
        currency: saved.currency,
      },
    });
    // Rendered once and stored: what is downloaded and mailed from now on.
    await freezeDocuments(tx, saved);
    return saved;
  });
  const row = await issuing.catch((error: unknown) => {
    throw refusedIfTaken(error, number);
  });
  return invoiceDetail(deps.db, row, now);
}
