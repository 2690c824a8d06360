import type { InvoiceSendDefaults } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { invoiceMailSubject, invoiceMailText } from "./deliver-invoices.ts";
import { deliveryDefaults } from "./delivery-defaults.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { currentDocument } from "./invoice-pdf.ts";
import { assertIssued } from "./invoice-state.ts";

/**
 * What the send dialog starts from: the mail sending without a body would
 * write (the debtor's address for invoices, none when it has no address; the
 * subject and the whole text in the invoice's language) and the signed-in
 * user's address for a copy.
 */
export async function getSendDefaults(
  deps: InvoicingDeps,
  actor: Actor,
  id: number,
): Promise<InvoiceSendDefaults> {
  const row = await findInvoice(deps.db, actor.companyId, id);
  assertIssued(row);
  const [defaults, document] = await Promise.all([
    deliveryDefaults(deps.db, row),
    currentDocument(deps.db, row),
  ]);
  return {
    to: defaults.recipient ? [defaults.recipient] : [],
    cc: [],
    subject: invoiceMailSubject(document, row.language),
    message: invoiceMailText(document, row.language, defaults.xml !== "none"),
    copy_to: actor.email,
  };
}
