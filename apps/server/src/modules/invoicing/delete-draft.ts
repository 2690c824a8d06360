import type { Actor } from "../../core/actor.ts";
import { invoice } from "../../db/schema/index.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice, invoiceOf } from "./find-invoice.ts";
import { assertDraft } from "./invoice-state.ts";

/** A draft goes with its lines and releases its logs; an issued invoice is cancelled instead. */
export async function deleteDraft(deps: InvoicingDeps, actor: Actor, id: number) {
  await deps.db.transaction(async (tx) => {
    assertDraft(await findInvoice(tx, actor.companyId, id, { forUpdate: true }));
    await tx.delete(invoice).where(invoiceOf(actor.companyId, id));
  });
}
