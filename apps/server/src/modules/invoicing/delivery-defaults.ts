import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { debtor } from "../../db/schema/index.ts";
import type { InvoiceRow } from "./find-invoice.ts";

// Whom an invoice is sent to and with which e-invoice, unless the sender says otherwise.

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
 * Where an issued invoice goes unless the sender says otherwise (the debtor's
 * address for invoices, else its general e-mail, else the one frozen on the
 * invoice; "" for none) and which XML goes with the PDF.
 */
export async function deliveryDefaults(db: Queryable, row: InvoiceRow) {
  const [buyer] = await db
    .select({
      invoiceEmail: debtor.invoiceEmail,
      email: debtor.email,
      einvoiceFormat: debtor.einvoiceFormat,
    })
    .from(debtor)
    .where(and(eq(debtor.id, row.debtorId), eq(debtor.companyId, row.companyId)));
  return {
    recipient: buyer?.invoiceEmail || buyer?.email || row.buyer?.email || "",
    xml: xmlFor(buyer?.einvoiceFormat ?? "none", row),
  };
}
