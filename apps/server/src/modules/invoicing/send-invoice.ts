import { INVOICE_MESSAGES, type InvoiceSend, NON_FIELD_ERRORS } from "@tempus/contract";
import { and, eq, ne } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { HttpError, ValidationError } from "../../core/errors.ts";
import type { Transaction } from "../../db/open-database.ts";
import { invoiceDelivery, invoiceDeliveryTimesheet } from "../../db/schema/index.ts";
import type { Log } from "../../lib/log.ts";
import { DELIVERY_LEASE_MS } from "../../mail/retries.ts";
import { deliverInvoice } from "./deliver-invoices.ts";
import { deliveryDefaults } from "./delivery-defaults.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { assertIssued } from "./invoice-state.ts";
import { invoiceDetail } from "./present-invoice.ts";

/**
 * How long the request waits for the delivery. A mail server that does not
 * answer must not keep the user waiting: past this the attempt goes on in the
 * background, records its outcome as usual, and the answer shows it pending.
 */
const INLINE_DELIVERY_WAIT_MS = 15_000;
const WAITING = Symbol("waiting");

/** Each address once (compared without case), leaving out those already in `taken`. */
function distinct(addresses: readonly string[], taken: readonly string[] = []): string[] {
  const seen = new Set(taken.map((address) => address.toLowerCase()));
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Sends an issued invoice (or credit note): to the addresses of `body.to` and
 * `body.cc` (default: the debtor's address for invoices, no CC), with
 * `body.message` as the mail's whole text (default: the product's, written when
 * mailing), and a blind copy to the sender with `copy_to_me`. The delivery is
 * stored first, with its addresses and text (so every retry sends the same
 * mail), in the transaction that checks the invoice (one open delivery per
 * invoice: sending again takes over one that failed, with the new addresses and
 * text, and leaves one under way alone, answering it pending), and mailed after
 * it commits; the invoice is marked sent when the mail server took it. A failed
 * delivery is answered 502 and stays stored for the job to try again
 * (deliver-invoices.ts).
 */
export async function sendInvoice(
  deps: InvoicingDeps,
  actor: Actor,
  id: number,
  body: InvoiceSend,
  log: Log,
) {
  const now = deps.clock();
  const timesheet = await printTimesheet(deps, actor, id, body.timesheet);
  const delivery = await deps.db.transaction(async (tx) => {
    const row = await findInvoice(tx, actor.companyId, id, { forUpdate: true });
    assertIssued(row);
    const defaults = await deliveryDefaults(tx, row);
    const to = distinct(body.to ?? (defaults.recipient ? [defaults.recipient] : []));
    if (to.length === 0)
      throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.noRecipient] });
    const cc = distinct(body.cc ?? [], to);
    const values = {
      to,
      cc,
      bcc: body.copy_to_me && actor.email ? distinct([actor.email], [...to, ...cc]) : [],
      message: body.message?.replace(/\r\n?/g, "\n") ?? null,
      xml: defaults.xml,
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
      await keepTimesheet(tx, taken, timesheet);
      return taken;
    }
    const [created] = await tx
      .insert(invoiceDelivery)
      .values({ ...values, companyId: actor.companyId, invoiceId: id, createdAt: now })
      .returning();
    await keepTimesheet(tx, created, timesheet);
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

/** The timesheet the mail is to carry, printed before the delivery is stored (or none). */
async function printTimesheet(
  deps: InvoicingDeps,
  actor: Actor,
  id: number,
  choice: InvoiceSend["timesheet"],
) {
  if (choice === undefined || choice === null || !deps.timesheet) return null;
  const row = await findInvoice(deps.db, actor.companyId, id);
  assertIssued(row);
  return deps.timesheet(actor, {
    invoiceId: id,
    invoiceNumber: row.number ?? String(id),
    language: row.language,
    choice,
  });
}

/** The delivery's timesheet: this send's, replacing one an earlier failed send stored (or none). */
async function keepTimesheet(
  tx: Transaction,
  delivery: { companyId: number; id: number },
  timesheet: { fileName: string; content: Buffer } | null,
) {
  const { companyId, id: deliveryId } = delivery;
  await tx
    .delete(invoiceDeliveryTimesheet)
    .where(
      and(
        eq(invoiceDeliveryTimesheet.companyId, companyId),
        eq(invoiceDeliveryTimesheet.deliveryId, deliveryId),
      ),
    );
  if (timesheet)
    await tx.insert(invoiceDeliveryTimesheet).values({ companyId, deliveryId, ...timesheet });
}
