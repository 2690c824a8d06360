import type { InvoiceWrite } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { buildDraft } from "./build-draft.ts";
import type { InvoicingDeps } from "./deps.ts";
import { presentDraftLine, presentTotals } from "./draft-presenter.ts";

/** Lines and totals of the invoice a draft would be, saving nothing. */
export async function previewInvoice(deps: InvoicingDeps, actor: Actor, input: InvoiceWrite) {
  const draft = await buildDraft(deps.db, actor.companyId, input);
  return {
    currency: draft.currency,
    lines: draft.lines.map((line, index) => presentDraftLine(line, index + 1)),
    ...presentTotals(draft.totals),
  };
}
