import { INVOICE_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { daysInclusive } from "../../../calendar.ts";
import type { Queryable } from "../../../db/open-database.ts";
import type { AuthenticatedUser } from "../../../http/authentication.ts";
import { ValidationError } from "../../../http/errors.ts";
import { loadCompany } from "../build-draft.ts";
import type { InvoicingDeps } from "../deps.ts";
import { findInvoice, type InvoiceRow } from "../find-invoice.ts";
import { invoiceLines } from "../present-invoice.ts";
import { writeCii } from "./cii.ts";
import type { InvoiceDocument } from "./invoice-document.ts";
import { writeUbl } from "./ubl.ts";

/** The frozen invoice as an e-invoice states it. */
export async function invoiceDocument(db: Queryable, row: InvoiceRow): Promise<InvoiceDocument> {
  if (row.status === "draft" || !row.number || !row.issueDate || !row.seller || !row.buyer)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [INVOICE_MESSAGES.notIssued] });
  const [lines, company, preceding] = await Promise.all([
    invoiceLines(db, row.companyId, row.id),
    loadCompany(db, row.companyId),
    row.correctedInvoiceId === null ? null : findInvoice(db, row.companyId, row.correctedInvoiceId),
  ]);
  return {
    typeCode: row.typeCode,
    number: row.number,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    notes: row.notes,
    footer: company.invoiceFooter,
    serviceFrom: row.serviceFrom,
    serviceUntil: row.serviceUntil,
    paymentTermsDays:
      row.dueDate && row.typeCode === "380" ? daysInclusive(row.issueDate, row.dueDate) - 1 : null,
    seller: row.seller,
    buyer: row.buyer,
    lines,
    breakdown: row.taxBreakdown,
    netTotal: row.netTotal,
    taxTotal: row.taxTotal,
    grossTotal: row.grossTotal,
    preceding:
      preceding?.number && preceding.issueDate
        ? { number: preceding.number, issueDate: preceding.issueDate }
        : null,
  };
}

/** An invoice number as a file name: letters, digits, dot, dash and underscore only. */
export const fileStem = (number: string) => number.replace(/[^A-Za-z0-9._-]+/g, "_");

/** An issued invoice (or credit note) as CII or UBL XML, with its download name. */
export async function invoiceXml(
  deps: InvoicingDeps,
  actor: AuthenticatedUser,
  id: number,
  syntax: "cii" | "ubl",
) {
  const document = await invoiceDocument(deps.db, await findInvoice(deps.db, actor.companyId, id));
  return {
    fileName: `${fileStem(document.number)}-${syntax}.xml`,
    xml: syntax === "cii" ? writeCii(document) : writeUbl(document),
  };
}
