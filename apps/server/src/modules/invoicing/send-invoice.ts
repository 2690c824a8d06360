import { INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { and, eq, ne } from "drizzle-orm";
import { debtor, invoiceDelivery } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { HttpError, ValidationError } from "../../http/errors.ts";
import type { Log } from "../../lib/log.ts";
import { DELIVERY_LEASE_MS } from "../../mail/retries.ts";
import { deliverInvoice } from "./deliver-invoices.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice, type InvoiceRow } from "./find-invoice.ts";
import { assertIssued } from "./mark-sent.ts";
import { invoiceDetail } from "./present-invoice.ts";

/**
 * How long the request waits for the delivery. A mail server that does not
 * answer must not keep the user waiting: past this the attempt goes on in the
 * background, records its outcome as usual, and the answer shows it pending.
 */
const INLINE_DELIVERY_WAIT_MS = 15_000;
const WAITING = Symbol("waiting");

/**
 * The XML attached beside the PDF as the debtor prefers it: UBL for XRechnung
 * (it needs the buyer reference, frozen on the invoice), else CII; none when
 * the debtor takes the Factur-X PDF (which carries the CII) or no e-invoice.
 */
export function xmlFor(format: string, row: Pick<InvoiceRow, "buyer">): "none" | "cii" | "ubl" {
  if (format === "xrechnung" && row.buyer?.buyer_reference) return "ubl";
  if (format === "xrechnung" || format === "cii") return "cii";
  return "none";
}

/**
 * Sends an issued invoice (or credit note) to the debtor's address for
 * invoices (else its general e-mail). The delivery is stored first, in the
 * transaction that checks the invoice (one open delivery per invoice: sending
 * again takes over one that failed, and leaves one under way alone, answering
 * it pending), and mailed after it commits; the invoice
 * is marked sent when the mail server took it. A failed delivery is answered
 * 502 and stays stored for the job to try again (deliver-invoices.ts).
 */
export async function sendInvoice(
  deps: InvoicingDeps,
  actor: AuthenticatedUser,
  id: number,
  log: Log,
) {
  const now = deps.clock();
  const delivery = await deps.db.transaction(async (tx) => {
    const row = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    assertIssued(row);
    const [buyer] = await tx
      .select({
        invoiceEmail: debtor.invoiceEmail,
        email: debtor.email,
        einvoiceFormat: debtor.einvoiceFormat,
      })
      .from(debtor)
      .where(and(eq(debtor.id, row.debtorId), eq(debtor.companyId, actor.companyId)));
    const recipient = buyer?.invoiceEmail || buyer?.email || row.buyer?.email || "";
    if (!recipient)
      throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.noRecipient] });
    const values = {
      recipient,
      xml: xmlFor(buyer?.einvoiceFormat ?? "none", row),
      // This request holds the attempt's lease; should it never record the outcome (the
      // process died), the job takes the delivery over when the lease ends.
      nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
    };
    const [open] = await tx
      .select()
      .from(invoiceDelivery)
      .where(
        and(
          eq(invoiceDelivery.companyId, actor.companyId),
          eq(invoiceDelivery.invoiceId, id),
          ne(invoiceDelivery.status, "sent"),
        ),
      )
      // Locked: a job that claims it meanwhile is seen with its lease, not taken over.
      .for("update");
    // An attempt under way (this invoice's lock orders parallel sends): it is not made twice.
    if (open?.status === "pending" && open.nextAttemptAt && open.nextAttemptAt > now) return null;
    if (open) {
      const [taken] = await tx
        .update(invoiceDelivery)
        .set({ ...values, status: "pending" })
        .where(and(eq(invoiceDelivery.companyId, actor.companyId), eq(invoiceDelivery.id, open.id)))
        .returning();
      return taken;
    }
    const [created] = await tx
      .insert(invoiceDelivery)
      .values({ ...values, companyId: actor.companyId, invoiceId: id, createdAt: now })
      .returning();
    return created;
  });

  if (delivery === null)
    return invoiceDetail(deps.db, await findInvoice(deps.db, actor.companyId, id), deps.clock());
  const attempt = deliverInvoice(deps, delivery, log);
  let timer: NodeJS.Timeout | undefined;
  const patience = new Promise<typeof WAITING>((resolve) => {
    timer = setTimeout(() => resolve(WAITING), INLINE_DELIVERY_WAIT_MS);
    timer.unref();
  });
  const outcome = await Promise.race([attempt, patience]);
  clearTimeout(timer);
  if (typeof outcome === "string")
    throw new HttpError(502, { detail: INVOICE_MESSAGES.deliveryFailed });
  return invoiceDetail(deps.db, await findInvoice(deps.db, actor.companyId, id), deps.clock());
}
