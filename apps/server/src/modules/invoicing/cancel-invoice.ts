import { FIELD_MESSAGES, INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { todayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import type { Transaction } from "../../db/open-database.ts";
import { invoice, invoiceLine, invoiceTimeLog, timeLog } from "../../db/schema/index.ts";
import { formatCents, toCents } from "../../money.ts";
import { lockPricing, recalculateCompanyLogs } from "../pricing/index.ts";
import { loadCompany } from "./build-draft.ts";
import { computeTotals, rateToHundredths } from "./compute-totals.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice, type InvoiceRow, invoiceOf } from "./find-invoice.ts";
import { heldBy, setInvoiceOfHeldLogs } from "./held-logs.ts";
import { insertLines } from "./insert-lines.ts";
import { recordInvoiceEvent } from "./invoice-audit.ts";
import { freezeDocuments } from "./invoice-pdf.ts";
import { assertIssued, nextInvoiceNumber, refusedIfTaken } from "./invoice-state.ts";
import { creditWords } from "./pdf/labels.ts";
import { invoiceDetail } from "./present-invoice.ts";

type LineRow = typeof invoiceLine.$inferSelect;

const refuse = (message: string) => new ValidationError({ [NON_FIELD_ERRORS]: [message] });

/** The lines a credit note copies: all, the chosen ones (each credited once), or one line of an amount. */
async function creditedLines(
  tx: Transaction,
  original: InvoiceRow,
  input: { lines?: number[]; amount?: string },
): Promise<{ lines: Omit<LineRow, "id" | "invoiceId">[]; full: boolean }> {
  const all = await tx
    .select()
    .from(invoiceLine)
    .where(
      and(eq(invoiceLine.companyId, original.companyId), eq(invoiceLine.invoiceId, original.id)),
    )
    .orderBy(invoiceLine.position);
  const credited = new Set(
    (
      await tx
        .select({ id: invoiceLine.creditedLineId })
        .from(invoiceLine)
        .where(
          and(
            eq(invoiceLine.companyId, original.companyId),
            isNotNull(invoiceLine.creditedLineId),
            inArray(
              invoiceLine.creditedLineId,
              all.map((line) => line.id),
            ),
          ),
        )
    ).map((row) => row.id),
  );
  const copy = (line: LineRow, position: number) => {
    const { id, invoiceId: _invoice, ...rest } = line;
    return { ...rest, position, creditedLineId: id };
  };
  if (input.amount !== undefined) {
    const groups = new Set(all.map((line) => `${line.taxCategory}/${line.taxRate}`));
    if (groups.size !== 1) throw refuse(INVOICE_MESSAGES.creditAmountSeveralRates);
    const cents = toCents(input.amount);
    if (cents <= 0n) throw refuse(INVOICE_MESSAGES.creditNothing);
    const [first] = all;
    return {
      full: false,
      lines: [
        {
          companyId: original.companyId,
          position: 1,
          description: creditWords(original.language, original.number ?? ""),
          quantity: "1",
          unitCode: "C62",
          unitPrice: input.amount,
          netAmount: formatCents(cents),
          taxCategory: first.taxCategory,
          taxRate: first.taxRate,
          exemptionReason: first.exemptionReason,
          projectId: null,
          activityId: null,
          userId: null,
          day: null,
          manual: true,
          creditedLineId: null,
        },
      ],
    };
  }
  if (input.lines !== undefined) {
    const byId = new Map(all.map((line) => [line.id, line]));
    const chosen = [...new Set(input.lines)];
    const unknown = chosen.find((id) => !byId.has(id));
    if (unknown !== undefined)
      throw new ValidationError({ lines: [FIELD_MESSAGES.invalidPk(unknown)] });
    if (chosen.length === 0) throw refuse(INVOICE_MESSAGES.creditNothing);
    const again = chosen.map((id) => byId.get(id) as LineRow).find((line) => credited.has(line.id));
    if (again) throw refuse(INVOICE_MESSAGES.lineAlreadyCredited(again.position));
    const lines = all.filter((line) => chosen.includes(line.id));
    return {
      full: credited.size === 0 && lines.length === all.length,
      lines: lines.map((line, index) => copy(line, index + 1)),
    };
  }
  if (toCents(original.creditedTotal) > 0n) throw refuse(INVOICE_MESSAGES.partiallyCredited);
  return { full: true, lines: all.map((line, index) => copy(line, index + 1)) };
}

/**
 * A credit note (type 381) for an issued invoice, referring to it (BT-25),
 * numbered from the same counter, with the same parties: for all of it (the
 * invoice becomes cancelled), or for chosen lines or a net amount (the invoice
 * stays issued and what is due shrinks). The credited lines' logs are released
 * for a new invoice when asked (the default), else stay billed.
 */
export async function cancelInvoice(
  deps: InvoicingDeps,
  actor: Actor,
  id: number,
  input: {
    issue_date?: string;
    release_time_logs: boolean;
    notes: string;
    lines?: number[];
    amount?: string;
  },
) {
  if (input.lines !== undefined && input.amount !== undefined)
    throw refuse(INVOICE_MESSAGES.creditLinesOrAmount);
  const now = deps.clock();
  let number: string | undefined;
  const cancelling = deps.db.transaction(async (tx) => {
    if (input.release_time_logs) await lockPricing(tx, actor.companyId);
    const original = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    if (original.status === "cancelled") throw refuse(INVOICE_MESSAGES.alreadyCancelled);
    assertIssued(original);
    if (original.typeCode === "381") throw refuse(INVOICE_MESSAGES.creditNoteNotCancellable);
    const { lines, full } = await creditedLines(tx, original, input);
    const totals = computeTotals(
      lines.map((line) => ({
        netCents: toCents(line.netAmount),
        taxCategory: line.taxCategory as never,
        rateHundredths: rateToHundredths(line.taxRate),
        exemptionReason: line.exemptionReason,
      })),
      original.seller?.tax_regime === "small_business" ? original.seller.country : null,
    );
    const remaining = toCents(original.grossTotal) - toCents(original.creditedTotal);
    if (totals.grossCents > remaining)
      throw refuse(INVOICE_MESSAGES.creditTooLarge(formatCents(remaining)));
    const company = await loadCompany(tx, actor.companyId);
    const issueDate = input.issue_date ?? todayIn(company.timezone, now);
    number = await nextInvoiceNumber(tx, company, issueDate);
    const {
      id: _id,
      number: _number,
      createdAt: _created,
      paidTotal: _paid,
      sentAt: _sent,
      creditedTotal: _credited,
      ...copied
    } = original;
    const [saved] = await tx
      .insert(invoice)
      .values({
        ...copied,
        typeCode: "381",
        status: "issued",
        number,
        issueDate,
        dueDate: null,
        paymentReference: null,
        cashDiscountDays: null,
        cashDiscountPercent: null,
        prepaidTotal: "0",
        advanceInvoiceIds: [],
        netTotal: formatCents(totals.netCents),
        taxTotal: formatCents(totals.taxCents),
        grossTotal: formatCents(totals.grossCents),
        taxBreakdown: totals.breakdown,
        notes: input.notes,
        correctedInvoiceId: original.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await insertLines(
      tx,
      lines.map((line) => ({ ...line, invoiceId: saved.id })),
    );
    const creditedIds = lines.map((line) => line.creditedLineId).filter((line) => line !== null);
    await tx
      .update(invoice)
      .set({
        status: full ? "cancelled" : "issued",
        creditedTotal: sql`${invoice.creditedTotal} + ${formatCents(totals.grossCents)}`,
        updatedAt: now,
      })
      .where(invoiceOf(actor.companyId, original.id));
    if (input.release_time_logs) {
      if (full) {
        await setInvoiceOfHeldLogs(tx, actor.companyId, original.id, null, now);
        await tx
          .update(invoiceTimeLog)
          .set({ released: true })
          .where(heldBy(actor.companyId, original.id));
      } else if (creditedIds.length > 0) {
        const released = await tx
          .update(invoiceTimeLog)
          .set({ released: true })
          .where(
            and(heldBy(actor.companyId, original.id), inArray(invoiceTimeLog.lineId, creditedIds)),
          )
          .returning({ id: invoiceTimeLog.timeLogId });
        if (released.length > 0)
          await tx
            .update(timeLog)
            .set({ invoiceId: null, updatedAt: now })
            .where(
              and(
                eq(timeLog.companyId, actor.companyId),
                inArray(
                  timeLog.id,
                  released.map((row) => row.id),
                ),
              ),
            );
      }
      // Billable again, so priced as the rules price them now (they may have changed since).
      await recalculateCompanyLogs(tx, actor.companyId, now);
    }
    await recordInvoiceEvent(tx, actor, {
      action: "invoice.cancelled",
      invoiceId: original.id,
      at: now,
      details: {
        credit_note: saved.id,
        credit_note_number: number,
        credited: saved.grossTotal,
        full,
        release_time_logs: Boolean(input.release_time_logs),
      },
    });
    await freezeDocuments(tx, saved);
    return saved;
  });
  const creditNote = await cancelling.catch((error: unknown) => {
    throw refusedIfTaken(error, number);
  });
  return invoiceDetail(deps.db, creditNote, now);
}
