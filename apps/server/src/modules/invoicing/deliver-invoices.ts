import type { InvoiceLanguage } from "@tempus/contract";
import { and, eq, isNull, lte, ne } from "drizzle-orm";
import { acrossCompanies } from "../../db/across-companies.ts";
import { ofCompany } from "../../db/company-row.ts";
import { invoice, invoiceDelivery, invoiceDeliveryTimesheet } from "../../db/schema/index.ts";
import type { Log } from "../../lib/log.ts";
import type { Mail } from "../../mail/mailer.ts";
import { DELIVERY_LEASE_MS, nextAttemptAfter } from "../../mail/retries.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice } from "./find-invoice.ts";
import { currentDocument, storedDocument } from "./invoice-pdf.ts";
import { formatDay, formatMoney, LABELS } from "./pdf/labels.ts";
import type { InvoiceDocument } from "./xml/invoice-document.ts";

export type InvoiceDeliveryRow = typeof invoiceDelivery.$inferSelect;

/** Deliveries claimed at a time by the job. */
const BATCH_SIZE = 20;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The subject of an invoice's mail, in its language, on one line whatever the company's name holds. */
export function invoiceMailSubject(document: InvoiceDocument, language: InvoiceLanguage): string {
  const labels = LABELS[language];
  const kind = document.typeCode === "381" ? labels.creditNote : labels.invoice;
  return labels
    .mailSubject(kind, document.number, document.seller.name)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The product's text of an invoice's mail, in its language: greeting, what is
 * attached (the XML when the debtor gets one), closing and the seller's name;
 * paragraphs are separated by a blank line. The send dialog starts from it.
 */
export function invoiceMailText(
  document: InvoiceDocument,
  language: InvoiceLanguage,
  withXml: boolean,
): string {
  const labels = LABELS[language];
  const kind = document.typeCode === "381" ? labels.creditNote : labels.invoice;
  const due =
    document.typeCode === "380" && document.dueDate ? formatDay(document.dueDate, language) : null;
  return [
    labels.mailGreeting,
    labels.mailBody(
      kind,
      document.number,
      formatMoney(document.grossTotal, document.currency, language),
      due,
    ),
    ...(withXml ? [labels.mailXml] : []),
    `${labels.mailClosing}\n${document.seller.name}`,
  ].join("\n\n");
}

/** Who an invoice's mail goes to: To, CC and blind copies. */
export interface MailAddresses {
  to: string[];
  cc: string[];
  bcc: string[];
}

/**
 * The mail of an invoice with `text` (the product's or the sender's), written
 * also as HTML (a paragraph per block between blank lines), Reply-To the
 * seller, with the stored PDF and, as the debtor prefers, the XML attached.
 */
export function invoiceMail(
  document: InvoiceDocument,
  language: InvoiceLanguage,
  addresses: MailAddresses,
  files: Mail["attachments"],
  text: string,
): Mail {
  const seller = document.seller;
  const paragraphs = text.split(/\n[^\S\n]*\n\s*/);
  return {
    to: addresses.to,
    ...(addresses.cc.length > 0 ? { cc: addresses.cc } : {}),
    ...(addresses.bcc.length > 0 ? { bcc: addresses.bcc } : {}),
    subject: invoiceMailSubject(document, language),
    text,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
      .join("")}</body></html>`,
    ...(seller.email
      ? { replyTo: { name: seller.name.replace(/\s+/g, " ").trim(), address: seller.email } }
      : {}),
    attachments: files,
  };
}

/**
 * One delivery attempt of a delivery this caller holds (its lease set): mails
 * the stored PDF (and XML) to the delivery's addresses with its text, then
 * records the outcome, and on success marks the invoice sent. Never throws: a
 * failure is recorded on the row (attempts, last_error, next_attempt_at) and
 * answered. Answers the error, or null when it was delivered.
 */
export async function deliverInvoice(
  deps: InvoicingDeps,
  delivery: InvoiceDeliveryRow,
  log: Log,
): Promise<string | null> {
  const attempts = delivery.attempts + 1;
  try {
    const row = await findInvoice(deps.db, delivery.companyId, delivery.invoiceId);
    // The documents as stored at issue: the mail carries the same bytes as every download.
    const pdf = await storedDocument(deps.db, row, "pdf");
    const document = await currentDocument(deps.db, row);
    const files = [
      { filename: pdf.fileName, content: pdf.content, contentType: "application/pdf" },
    ];
    if (delivery.xml !== "none") {
      const xml = await storedDocument(deps.db, row, delivery.xml);
      files.push({ filename: xml.fileName, content: xml.content, contentType: "application/xml" });
    }
    // The timesheet printed when it was sent (decision 032).
    const [timesheet] = await deps.db
      .select()
      .from(invoiceDeliveryTimesheet)
      .where(
        and(
          eq(invoiceDeliveryTimesheet.companyId, delivery.companyId),
          eq(invoiceDeliveryTimesheet.deliveryId, delivery.id),
        ),
      );
    if (timesheet)
      files.push({
        filename: timesheet.fileName,
        content: timesheet.content,
        contentType: "application/pdf",
      });
    // The addresses and text chosen when sending: every retry sends the same mail.
    const text =
      delivery.message ?? invoiceMailText(document, row.language, delivery.xml !== "none");
    await deps.mailer.send(
      invoiceMail(
        document,
        row.language,
        { to: delivery.to, cc: delivery.cc, bcc: delivery.bcc },
        files,
        text,
      ),
    );
  } catch (error) {
    const now = deps.clock();
    const nextAttemptAt = nextAttemptAfter(attempts, now);
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    log.warn(
      { invoiceDelivery: delivery.id, invoice: delivery.invoiceId, attempts, error: lastError },
      nextAttemptAt
        ? "invoice not delivered; it will be tried again"
        : "invoice not delivered; no more attempts (it stays stored)",
    );
    await record(deps, delivery, { status: "failed", attempts, lastError, nextAttemptAt }, log);
    return lastError;
  }
  const now = deps.clock();
  await record(
    deps,
    delivery,
    { status: "sent", attempts, deliveredAt: now, nextAttemptAt: null },
    log,
  );
  return null;
}

async function record(
  deps: InvoicingDeps,
  delivery: InvoiceDeliveryRow,
  outcome: Partial<InvoiceDeliveryRow>,
  log: Log,
) {
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(invoiceDelivery)
        .set(outcome)
        .where(
          and(
            eq(invoiceDelivery.companyId, delivery.companyId),
            eq(invoiceDelivery.id, delivery.id),
            ne(invoiceDelivery.status, "sent"),
          ),
        );
      if (outcome.status === "sent" && outcome.deliveredAt) {
        // Sending marks the invoice sent, unless it was marked earlier.
        await tx
          .update(invoice)
          .set({ sentAt: outcome.deliveredAt, updatedAt: outcome.deliveredAt })
          .where(
            and(
              eq(invoice.companyId, delivery.companyId),
              eq(invoice.id, delivery.invoiceId),
              isNull(invoice.sentAt),
            ),
          );
      }
    });
  } catch (error) {
    // The lease runs out and the invoice is tried again: at worst it is mailed twice.
    log.error({ err: error, invoiceDelivery: delivery.id }, "could not record an invoice delivery");
  }
}

/**
 * The job: delivers every open delivery whose next attempt is due. Safe on many
 * instances at once: each due delivery is claimed by a conditional update of its
 * own row (by company and id, so that a distributed database routes it), which
 * leases it (pending, next_attempt_at moved past an attempt's duration) only if it
 * is still due when its row is locked; of two instances one claims it, the other
 * finds it leased. Answers the number delivered.
 */
export async function deliverDueInvoices(deps: InvoicingDeps, log: Log): Promise<number> {
  let delivered = 0;
  for (;;) {
    const now = deps.clock();
    const isDue = and(ne(invoiceDelivery.status, "sent"), lte(invoiceDelivery.nextAttemptAt, now));
    const due = await acrossCompanies(deps.db, (tx) =>
      tx
        .select({ companyId: invoiceDelivery.companyId, id: invoiceDelivery.id })
        .from(invoiceDelivery)
        .where(isDue)
        .orderBy(invoiceDelivery.nextAttemptAt)
        .limit(BATCH_SIZE),
    );
    for (const candidate of due) {
      const [delivery] = await deps.db
        .update(invoiceDelivery)
        .set({ status: "pending", nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
        .where(and(ofCompany(invoiceDelivery, candidate.companyId, candidate.id), isDue))
        .returning();
      if (delivery && (await deliverInvoice(deps, delivery, log)) === null) delivered++;
    }
    if (due.length < BATCH_SIZE) return delivered;
  }
}
