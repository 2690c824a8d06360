import type { InvoiceParty } from "@tempus/contract";
import { BUSINESS_PROCESS, skontoLine, XRECHNUNG_GUIDELINE } from "./cii.ts";
import type { EInvoiceProfile, InvoiceDocument } from "./invoice-document.ts";
import { declaration, el, optionalText, text } from "./writer.ts";

/** BT-24 of a UBL document: XRechnung 3.0, Peppol BIS Billing 3.0, or EN 16931 itself. */
export const UBL_CUSTOMIZATION: Record<EInvoiceProfile, string> = {
  xrechnung: XRECHNUNG_GUIDELINE,
  peppol: "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0",
  en16931: "urn:cen.eu:en16931:2017",
};

const taxScheme = (id: string) => el("cac:TaxScheme", null, text("cbc:ID", id));

function address(name: string, party: InvoiceParty) {
  return el(
    name,
    null,
    optionalText("cbc:StreetName", party.street),
    optionalText("cbc:CityName", party.city),
    optionalText("cbc:PostalZone", party.zip_code),
    el("cac:Country", null, text("cbc:IdentificationCode", party.country)),
  );
}

function party(name: string, party: InvoiceParty, options: { withVatId: boolean }) {
  const contact = party.contact_name || party.phone || party.email;
  return el(
    name,
    null,
    el(
      "cac:Party",
      null,
      party.electronic_address &&
        text("cbc:EndpointID", party.electronic_address, {
          schemeID: party.electronic_address_scheme || "EM",
        }),
      party.identifier &&
        el(
          "cac:PartyIdentification",
          null,
          text(
            "cbc:ID",
            party.identifier,
            party.identifier_scheme ? { schemeID: party.identifier_scheme } : null,
          ),
        ),
      el("cac:PartyName", null, text("cbc:Name", party.name)),
      address("cac:PostalAddress", party),
      options.withVatId &&
        party.vat_id &&
        el("cac:PartyTaxScheme", null, text("cbc:CompanyID", party.vat_id), taxScheme("VAT")),
      party.tax_number &&
        el("cac:PartyTaxScheme", null, text("cbc:CompanyID", party.tax_number), taxScheme("FC")),
      el(
        "cac:PartyLegalEntity",
        null,
        text("cbc:RegistrationName", party.name),
        party.legal_registration_id &&
          text(
            "cbc:CompanyID",
            party.legal_registration_id,
            party.legal_registration_scheme ? { schemeID: party.legal_registration_scheme } : null,
          ),
        optionalText("cbc:CompanyLegalForm", party.legal_info),
      ),
      contact &&
        el(
          "cac:Contact",
          null,
          optionalText("cbc:Name", party.contact_name),
          optionalText("cbc:Telephone", party.phone),
          optionalText("cbc:ElectronicMail", party.email),
        ),
    ),
  );
}

/** UBL 2.1 Invoice or CreditNote: XRechnung 3.0, Peppol BIS Billing 3.0 or EN 16931. */
export function writeUbl(document: InvoiceDocument): string {
  const credit = document.typeCode === "381";
  const root = credit ? "CreditNote" : "Invoice";
  const { seller, buyer, currency, references } = document;
  const amount = (name: string, value: string) => text(name, value, { currencyID: currency });
  const written = [document.notes, ...document.legalNotes, document.footer].filter(Boolean);
  // Peppol allows one note on the document (PEPPOL-EN16931-R002): the paragraphs in one.
  const notes =
    document.profile === "peppol" && written.length > 1 ? [written.join("\n\n")] : written;
  const withVatId = !document.breakdown.some((group) => group.tax_category === "O");
  // Peppol asks for a buyer reference or an order reference (PEPPOL-EN16931-R003).
  const buyerReference =
    references.buyer || (document.profile === "peppol" && !references.order ? document.number : "");
  const terms =
    (document.profile === "xrechnung" ? skontoLine(document) : "") + document.paymentTerms;
  const means = document.paymentMeans;
  return (
    declaration +
    el(
      root,
      {
        xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`,
        "xmlns:cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
        "xmlns:cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
      },
      text("cbc:CustomizationID", UBL_CUSTOMIZATION[document.profile]),
      text("cbc:ProfileID", BUSINESS_PROCESS),
      text("cbc:ID", document.number),
      text("cbc:IssueDate", document.issueDate),
      !credit && document.dueDate && text("cbc:DueDate", document.dueDate),
      text(credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode", document.typeCode),
      ...notes.map((note) => text("cbc:Note", note)),
      text("cbc:DocumentCurrencyCode", currency),
      document.taxCurrency && text("cbc:TaxCurrencyCode", document.taxCurrency.code),
      optionalText("cbc:BuyerReference", buyerReference),
      el(
        "cac:InvoicePeriod",
        null,
        text("cbc:StartDate", document.serviceFrom),
        text("cbc:EndDate", document.serviceUntil),
      ),
      references.order && el("cac:OrderReference", null, text("cbc:ID", references.order)),
      ...document.preceding.map((preceding) =>
        el(
          "cac:BillingReference",
          null,
          el(
            "cac:InvoiceDocumentReference",
            null,
            text("cbc:ID", preceding.number),
            text("cbc:IssueDate", preceding.issueDate),
          ),
        ),
      ),
      references.contract &&
        el("cac:ContractDocumentReference", null, text("cbc:ID", references.contract)),
      // A credit note has no ProjectReference: BT-11 is a document reference of type 50 there.
      references.project &&
        credit &&
        el(
          "cac:AdditionalDocumentReference",
          null,
          text("cbc:ID", references.project),
          text("cbc:DocumentTypeCode", "50"),
        ),
      references.project &&
        !credit &&
        el("cac:ProjectReference", null, text("cbc:ID", references.project)),
      party("cac:AccountingSupplierParty", seller, { withVatId }),
      party("cac:AccountingCustomerParty", buyer, { withVatId }),
      el(
        "cac:Delivery",
        null,
        el("cac:DeliveryLocation", null, address("cac:Address", buyer)),
        el("cac:DeliveryParty", null, el("cac:PartyName", null, text("cbc:Name", buyer.name))),
      ),
      means
        ? el(
            "cac:PaymentMeans",
            null,
            text("cbc:PaymentMeansCode", means.code),
            text("cbc:PaymentID", document.paymentReference),
            means.iban &&
              el(
                "cac:PayeeFinancialAccount",
                null,
                text("cbc:ID", means.iban),
                optionalText("cbc:Name", means.accountHolder),
                means.bic && el("cac:FinancialInstitutionBranch", null, text("cbc:ID", means.bic)),
              ),
          )
        : // XRechnung asks for payment instructions on every document (BR-DE-1): "not defined".
          document.profile === "xrechnung" &&
            el("cac:PaymentMeans", null, text("cbc:PaymentMeansCode", "1")),
      terms && el("cac:PaymentTerms", null, text("cbc:Note", terms)),
      el(
        "cac:TaxTotal",
        null,
        amount("cbc:TaxAmount", document.taxTotal),
        ...document.breakdown.map((group) =>
          el(
            "cac:TaxSubtotal",
            null,
            amount("cbc:TaxableAmount", group.taxable_amount),
            amount("cbc:TaxAmount", group.tax_amount),
            el(
              "cac:TaxCategory",
              null,
              text("cbc:ID", group.tax_category),
              group.tax_category !== "O" && text("cbc:Percent", group.tax_rate),
              optionalText("cbc:TaxExemptionReasonCode", group.exemption_code),
              optionalText("cbc:TaxExemptionReason", group.exemption_reason),
              taxScheme("VAT"),
            ),
          ),
        ),
      ),
      // The VAT in the seller's accounting currency (BT-111): a total without groups.
      document.taxCurrency &&
        el(
          "cac:TaxTotal",
          null,
          text("cbc:TaxAmount", document.taxCurrency.taxTotal, {
            currencyID: document.taxCurrency.code,
          }),
        ),
      el(
        "cac:LegalMonetaryTotal",
        null,
        amount("cbc:LineExtensionAmount", document.netTotal),
        amount("cbc:TaxExclusiveAmount", document.netTotal),
        amount("cbc:TaxInclusiveAmount", document.grossTotal),
        document.prepaidTotal !== "0.00" && amount("cbc:PrepaidAmount", document.prepaidTotal),
        amount("cbc:PayableAmount", document.amountDue),
      ),
      ...document.lines.map((line) =>
        el(
          credit ? "cac:CreditNoteLine" : "cac:InvoiceLine",
          null,
          text("cbc:ID", String(line.position)),
          text(credit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity", line.quantity, {
            unitCode: line.unit_code,
          }),
          amount("cbc:LineExtensionAmount", line.net_amount),
          el(
            "cac:Item",
            null,
            text("cbc:Name", line.description),
            el(
              "cac:ClassifiedTaxCategory",
              null,
              text("cbc:ID", line.tax_category),
              line.tax_category !== "O" && text("cbc:Percent", line.tax_rate),
              taxScheme("VAT"),
            ),
          ),
          el("cac:Price", null, amount("cbc:PriceAmount", line.unit_price)),
        ),
      ),
    )
  );
}
