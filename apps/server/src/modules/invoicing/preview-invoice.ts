import type { InvoiceWrite } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { buildDraft, presentDraftLine, presentTotals } from "./build-draft.ts";
import type { InvoicingDeps } from "./deps.ts";

/** Lines and totals of the invoice a draft would be, saving nothing. */
export async function previewInvoice(deps: InvoicingDeps, actor: Actor, input: InvoiceWrite) {
  const draft = await buildDraft(deps.db, actor.companyId, input);
  return {
    currency: draft.currency,
    lines: draft.lines.map((line, index) => presentDraftLine(line, index + 1)),
    ...presentTotals(draft.totals),
  };
}
