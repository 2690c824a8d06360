import { INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { sql } from "drizzle-orm";
import { todayIn } from "../../calendar.ts";
import { invoice, invoiceLine, invoiceTimeLog } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { ValidationError } from "../../http/errors.ts";
import { lockPricing, recalculateCompanyLogs } from "../projects/index.ts";
import { loadCompany } from "./build-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice, invoiceOf } from "./find-invoice.ts";
import { heldBy, setInvoiceOfHeldLogs } from "./held-logs.ts";
import { freezeDocuments } from "./invoice-pdf.ts";
import { nextInvoiceNumber, refusedIfTaken } from "./issue-invoice.ts";
import { assertIssued } from "./mark-sent.ts";
import { invoiceDetail } from "./present-invoice.ts";

/**
 * Cancels an issued invoice by a credit note (type 381) with the same lines,
 * parties and totals, numbered from the same counter and referring to the
 * original (BT-25). The original becomes cancelled; its logs are released for
 * a new invoice when asked (the default), else stay billed.
 */
export async function cancelInvoice(
  deps: InvoicingDeps,
  actor: AuthenticatedUser,
  id: number,
  input: { issue_date?: string; release_time_logs: boolean; notes: string },
) {
  const now = deps.clock();
  let number: string | undefined;
  const cancelling = deps.db.transaction(async (tx) => {
    if (input.release_time_logs) await lockPricing(tx, actor.companyId);
    const original = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    if (original.status === "cancelled")
      throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.alreadyCancelled] });
    assertIssued(original);
    if (original.typeCode === "381")
      throw new ValidationError({
        [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.creditNoteNotCancellable],
      });
    const company = await loadCompany(tx, actor.companyId);
    const issueDate = input.issue_date ?? todayIn(company.timezone, now);
    number = await nextInvoiceNumber(tx, company, issueDate);
    const {
      id: _id,
      number: _number,
      createdAt: _created,
      paidTotal: _paid,
      sentAt: _sent,
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
        notes: input.notes,
        correctedInvoiceId: original.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const lineColumns = sql.raw(
      "position, description, quantity, unit_code, unit_price, net_amount, tax_category, tax_rate, exemption_reason, project_id, activity_id, user_id, day, manual",
    );
    await tx.execute(sql`
      insert into ${invoiceLine} (company_id, invoice_id, ${lineColumns})
      select company_id, ${saved.id}, ${lineColumns} from ${invoiceLine}
      where invoice_id = ${original.id} order by position`);
    await tx
      .update(invoice)
      .set({ status: "cancelled", updatedAt: now })
      .where(invoiceOf(actor.companyId, original.id));
    if (input.release_time_logs) {
      await setInvoiceOfHeldLogs(tx, actor.companyId, original.id, null, now);
      await tx
        .update(invoiceTimeLog)
        .set({ released: true })
        .where(heldBy(actor.companyId, original.id));
      // Billable again, so priced as the rules price them now (they may have changed since).
      await recalculateCompanyLogs(tx, actor.companyId, now);
    }
    await freezeDocuments(tx, saved);
    return saved;
  });
  const creditNote = await cancelling.catch((error: unknown) => {
    throw refusedIfTaken(error, number);
  });
  return invoiceDetail(deps.db, creditNote, now);
}
