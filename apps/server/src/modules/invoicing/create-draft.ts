import type { InvoiceWrite } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { invoice } from "../../db/schema/index.ts";
import { buildDraft } from "./build-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { draftColumns } from "./invoice-state.ts";
import { invoiceDetail } from "./present-invoice.ts";
import { storeLines } from "./store-draft.ts";

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
