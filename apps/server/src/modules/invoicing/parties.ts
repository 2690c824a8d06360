import {
  INVOICE_MESSAGES,
  type InvoiceParty,
  NON_FIELD_ERRORS,
  type TaxCategory,
  vatIdProblem,
} from "@tempus/contract";
import { ValidationError } from "../../core/errors.ts";
import type { CompanyRow, DebtorRow } from "./build-draft.ts";
import type { EInvoiceProfile } from "./xml/invoice-document.ts";

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
    legal_registration_id: row.registrationId,
    legal_registration_scheme: row.registrationScheme,
    register_court: row.registerCourt,
    identifier: row.sellerIdentifier,
    identifier_scheme: row.sellerIdentifierScheme,
    electronic_address: row.electronicAddress || (row.email ? row.email : ""),
    electronic_address_scheme: row.electronicAddress
      ? row.electronicAddressScheme
      : row.email
        ? "EM"
        : "",
    contact_name: row.invoiceContactName || row.legalName || row.name,
    legal_info: row.legalInfo,
    tax_regime: row.taxRegime,
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
    legal_registration_id: row.registrationId,
    legal_registration_scheme: row.registrationScheme,
    register_court: "",
    identifier: "",
    identifier_scheme: "",
    electronic_address: row.electronicAddress || row.invoiceEmail || row.email,
    electronic_address_scheme: row.electronicAddress
      ? row.electronicAddressScheme
      : row.invoiceEmail || row.email
        ? "EM"
        : "",
    contact_name: row.contactPerson,
    legal_info: "",
    tax_regime: "standard",
  };
}

/** A party as frozen on an invoice, with the fields that invoices issued before them lack. */
export function frozenParty(stored: Partial<InvoiceParty>): InvoiceParty {
  const defaults: Omit<InvoiceParty, keyof typeof stored> & Partial<InvoiceParty> = {
    legal_registration_id: "",
    legal_registration_scheme: "",
    register_court: "",
    identifier: "",
    identifier_scheme: "",
    electronic_address: stored.email ?? "",
    electronic_address_scheme: stored.email ? "EM" : "",
    contact_name: stored.name ?? "",
    legal_info: "",
    tax_regime: "standard",
  };
  return { ...defaults, ...stored } as InvoiceParty;
}

/**
 * Every field (or choice of fields) a refusal of incomplete invoice data can name, word for word
 * (the contract's English): the server's catalogue translates each one (src/i18n/).
 */
export const INVOICE_DATA_FIELDS = [
  "street",
  "zip_code",
  "city",
  "country",
  "vat_id",
  "vat_id or tax_number",
  "registration_id or seller_identifier",
  "vat_id, registration_id or seller_identifier",
  "a valid vat_id",
  "phone",
  "email",
  "electronic_address (a Peppol scheme, not e-mail)",
  "electronic_address or email",
  "electronic_address or invoice_email",
  "tax_exemption_reason",
  "registration_id (SIREN)",
  "buyer_reference",
  "late_payment_rate",
] as const;
export type InvoiceDataField = (typeof INVOICE_DATA_FIELDS)[number];

/**
 * What EN 16931 (and the CIUS the document declares) needs of both parties
 * before an invoice can be issued, checked here so that issuing refuses with
 * the missing field instead of writing an invoice a receiver rejects:
 * - seller: postal address (BR-08, BR-09, BR-DE-3/4), an identifier a buyer
 *   can recognise it by (BR-CO-26: VAT ID, legal registration or seller
 *   identifier; not the VAT ID outside the scope of VAT, BR-O-02), a VAT ID or
 *   tax number for the taxed and exempt categories (BR-S-02, BR-Z-02, BR-E-02),
 *   the VAT ID itself for reverse charge, intra-Community supply and export
 *   (BR-AE-02, BR-IC-02, BR-G-02), a VAT ID of the right form (BR-CO-09);
 * - buyer: city and country (BR-11), the VAT ID for reverse charge and
 *   intra-Community supply (BR-AE-02, BR-IC-02), the reason of an exemption
 *   (BR-E-10), a French buyer's SIREN on a French invoice;
 * - XRechnung: the seller's contact (BR-DE-2, -5, -6, -7), the buyer's post code
 *   (BR-DE-9), the buyer reference (BR-DE-15); XRechnung and Peppol: both
 *   electronic addresses (PEPPOL-EN16931-R010, -R020).
 */
export function assertComplete(
  seller: InvoiceParty,
  buyer: InvoiceParty,
  categories: ReadonlySet<TaxCategory>,
  profile: EInvoiceProfile,
  buyerReference: string,
) {
  const missingSeller: InvoiceDataField[] = [];
  const missingBuyer: InvoiceDataField[] = [];
  const need = (list: InvoiceDataField[], field: InvoiceDataField, present: unknown) => {
    if (!present) list.push(field);
  };
  need(missingSeller, "street", seller.street);
  need(missingSeller, "zip_code", seller.zip_code);
  need(missingSeller, "city", seller.city);
  need(missingSeller, "country", seller.country);
  const outsideScope = categories.has("O");
  const taxed = ["S", "Z", "E"].some((category) => categories.has(category as TaxCategory));
  const needsVatId = ["AE", "K", "G"].some((category) => categories.has(category as TaxCategory));
  if (needsVatId) need(missingSeller, "vat_id", seller.vat_id);
  else if (taxed) need(missingSeller, "vat_id or tax_number", seller.vat_id || seller.tax_number);
  // BR-CO-26, once nothing above asked for the VAT ID already.
  const identified = seller.legal_registration_id || seller.identifier;
  const vatAsked = missingSeller.some((field) => field.startsWith("vat_id"));
  if (outsideScope) need(missingSeller, "registration_id or seller_identifier", identified);
  else if (!seller.vat_id && !vatAsked)
    need(missingSeller, "vat_id, registration_id or seller_identifier", identified);
  if (seller.vat_id && vatIdProblem(seller.vat_id)) missingSeller.push("a valid vat_id");
  const xrechnung = profile === "xrechnung";
  if (xrechnung) {
    need(missingSeller, "phone", seller.phone);
    need(missingSeller, "email", seller.email);
  }
  // Peppol's code list has no e-mail scheme (PEPPOL-EN16931-CL008): a Peppol participant id.
  if (profile === "peppol")
    need(
      missingSeller,
      "electronic_address (a Peppol scheme, not e-mail)",
      seller.electronic_address && seller.electronic_address_scheme !== "EM",
    );
  else if (profile === "xrechnung")
    need(missingSeller, "electronic_address or email", seller.electronic_address);

  need(missingBuyer, "city", buyer.city);
  need(missingBuyer, "country", buyer.country);
  if (xrechnung) need(missingBuyer, "zip_code", buyer.zip_code);
  if (categories.has("AE") || categories.has("K")) need(missingBuyer, "vat_id", buyer.vat_id);
  if (buyer.vat_id && !outsideScope && vatIdProblem(buyer.vat_id))
    missingBuyer.push("a valid vat_id");
  if (buyer.tax_treatment === "exempt")
    need(missingBuyer, "tax_exemption_reason", buyer.tax_exemption_reason);
  if (seller.country === "FR" && buyer.country === "FR")
    need(missingBuyer, "registration_id (SIREN)", buyer.legal_registration_id);
  if (xrechnung) need(missingBuyer, "buyer_reference", buyerReference);
  if (profile === "peppol")
    need(
      missingBuyer,
      "electronic_address (a Peppol scheme, not e-mail)",
      buyer.electronic_address && buyer.electronic_address_scheme !== "EM",
    );
  else if (profile === "xrechnung")
    need(missingBuyer, "electronic_address or invoice_email", buyer.electronic_address);
  const messages = [
    ...(missingSeller.length > 0
      ? [INVOICE_MESSAGES.sellerIncomplete(missingSeller.join(", "))]
      : []),
    ...(missingBuyer.length > 0 ? [INVOICE_MESSAGES.buyerIncomplete(missingBuyer.join(", "))] : []),
  ];
  if (messages.length > 0) throw new ValidationError({ [NON_FIELD_ERRORS]: messages });
}
