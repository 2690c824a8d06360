import type { InvoicePatch } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { invoice } from "../../db/schema/index.ts";
import { buildDraft } from "./build-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { draftInput } from "./draft-input.ts";
import { findInvoice, invoiceOf } from "./find-invoice.ts";
import { assertDraft, draftColumns } from "./invoice-state.ts";
import { invoiceDetail } from "./present-invoice.ts";
import { storeLines } from "./store-draft.ts";

/**
 * A draft built again from its parameters with the changes applied (PUT sends
 * them all, PATCH some): its logs are released and the period's free logs taken
 * again; its manual lines stay unless new ones are sent.
 */
export async function updateDraft(
  deps: InvoicingDeps,
  actor: Actor,
  id: number,
  changes: InvoicePatch,
) {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    assertDraft(current);
    const stored = await draftInput(tx, current);
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    );
    const draft = await buildDraft(tx, actor.companyId, { ...stored, ...defined }, { draftId: id });
    const [saved] = await tx
      .update(invoice)
      .set(draftColumns(draft, now))
      .where(invoiceOf(actor.companyId, id))
      .returning();
    await storeLines(tx, actor.companyId, id, draft.lines);
    return saved;
  });
  return invoiceDetail(deps.db, row, now);
}
