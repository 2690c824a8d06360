import type { InvoiceWrite } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { invoice } from "../../db/schema/index.ts";
import { formatCents } from "../../money.ts";
import { type BuiltDraft, buildDraft } from "./build-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { invoiceDetail } from "./present-invoice.ts";
import { storeLines } from "./store-draft.ts";

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

/** A draft from the debtor's unbilled time of the period and manual lines; it holds its logs. */
export async function createDraft(deps: InvoicingDeps, actor: Actor, input: InvoiceWrite) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const draft = await buildDraft(tx, actor.companyId, input);
    const [saved] = await tx
      .insert(invoice)
      .values({ ...draftColumns(draft, now), companyId: actor.companyId, createdAt: now })
      .returning();
    await storeLines(tx, actor.companyId, saved.id, draft.lines);
    return saved;
  });
  return invoiceDetail(deps.db, row, now);
}
