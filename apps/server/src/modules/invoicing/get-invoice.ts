import type { Actor } from "../../core/actor.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { invoiceDetail } from "./present-invoice.ts";

export async function getInvoice(deps: InvoicingDeps, actor: Actor, id: number) {
  return invoiceDetail(deps.db, await findInvoice(deps.db, actor.companyId, id), deps.clock());
}
