import { INVOICE_MESSAGES, type InvoiceParty, NON_FIELD_ERRORS } from "@tempus/contract";
import { ValidationError } from "../../http/errors.ts";
import type { CompanyRow, DebtorRow } from "./build-draft.ts";

export function sellerOf(row: CompanyRow): InvoiceParty {
  return {
    name: row.legalName || row.name,
    street: row.street,
    zip_code: row.zipCode,
    city: row.city,
    country: row.country,
    vat_id: row.vatId,
    tax_number: row.taxNumber,
    email: row.email,
    phone: row.phone,
    iban: row.iban.replaceAll(" ", ""),
    bic: row.bic,
    account_holder: row.accountHolder || row.legalName || row.name,
    buyer_reference: "",
    tax_treatment: "standard",
    tax_exemption_reason: "",
  };
}

export function buyerOf(row: DebtorRow): InvoiceParty {
  return {
    name: row.name,
    street: row.street,
    zip_code: row.zipCode,
    city: row.city,
    country: row.country,
    vat_id: row.vatId,
    tax_number: "",
    email: row.invoiceEmail || row.email,
    phone: row.phone,
    iban: "",
    bic: "",
    account_holder: "",
    buyer_reference: row.buyerReference,
    tax_treatment: row.taxTreatment,
    tax_exemption_reason: row.taxExemptionReason,
  };
}

/**
 * What EN 16931 needs of both parties before an invoice can be issued: the
 * seller's address and VAT ID or tax number (BR-08, BR-09, BR-CO-26, BR-S-02),
 * the buyer's country (BR-11); both VAT IDs for reverse charge (BR-AE-02),
 * a reason for an exemption (BR-E-10); for XRechnung the buyer reference (BT-10),
 * the seller's phone and e-mail and the buyer's e-mail.
 */
export function assertComplete(seller: InvoiceParty, buyer: InvoiceParty, xrechnung: boolean) {
  const missingSeller = [
    ["street", seller.street],
    ["zip_code", seller.zip_code],
    ["city", seller.city],
    ["country", seller.country],
  ]
    .filter(([, value]) => !value)
    .map(([field]) => field);
  if (!seller.vat_id && !seller.tax_number) missingSeller.push("vat_id or tax_number");
  // XRechnung: the seller's contact (BR-DE-2, -6, -7) and both electronic addresses (BT-34, BT-49).
  if (xrechnung && !seller.phone) missingSeller.push("phone");
  if (xrechnung && !seller.email) missingSeller.push("email");
  if (buyer.tax_treatment === "reverse_charge" && seller.vat_id === "" && seller.tax_number !== "")
    missingSeller.push("vat_id");
  const missingBuyer = [
    ["city", buyer.city],
    ["country", buyer.country],
  ]
    .filter(([, value]) => !value)
    .map(([field]) => field);
  if (buyer.tax_treatment === "reverse_charge" && !buyer.vat_id) missingBuyer.push("vat_id");
  if (buyer.tax_treatment === "exempt" && !buyer.tax_exemption_reason)
    missingBuyer.push("tax_exemption_reason");
  if (xrechnung && !buyer.buyer_reference) missingBuyer.push("buyer_reference");
  if (xrechnung && !buyer.email) missingBuyer.push("invoice_email");
  const messages = [
    ...(missingSeller.length > 0
      ? [INVOICE_MESSAGES.sellerIncomplete(missingSeller.join(", "))]
      : []),
    ...(missingBuyer.length > 0 ? [INVOICE_MESSAGES.buyerIncomplete(missingBuyer.join(", "))] : []),
  ];
  if (messages.length > 0) throw new ValidationError({ [NON_FIELD_ERRORS]: messages });
}
