import type { AuthenticatedUser } from "../../http/authentication.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { invoiceDetail } from "./present-invoice.ts";

export async function getInvoice(deps: InvoicingDeps, actor: AuthenticatedUser, id: number) {
  return invoiceDetail(deps.db, await findInvoice(deps.db, actor.companyId, id), deps.clock());
}
