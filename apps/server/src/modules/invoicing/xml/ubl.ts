import type { InvoiceParty } from "@tempus/contract";
import { exemptionCode, type InvoiceDocument } from "./invoice-document.ts";
import { declaration, el, optionalText, text } from "./writer.ts";

/** XRechnung 3.0 on EN 16931 (the CEN rules are what the tests validate). */
export const UBL_CUSTOMIZATION =
  "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0";
export const UBL_PROFILE = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

const taxScheme = (id: string) => el("cac:TaxScheme", null, text("cbc:ID", id));

function party(name: string, party: InvoiceParty, seller: boolean) {
  return el(
    name,
    null,
    el(
      "cac:Party",
      null,
      party.email && text("cbc:EndpointID", party.email, { schemeID: "EM" }),
      el("cac:PartyName", null, text("cbc:Name", party.name)),
      el(
        "cac:PostalAddress",
        null,
        optionalText("cbc:StreetName", party.street),
        optionalText("cbc:CityName", party.city),
        optionalText("cbc:PostalZone", party.zip_code),
        el("cac:Country", null, text("cbc:IdentificationCode", party.country)),
      ),
      party.vat_id &&
        el("cac:PartyTaxScheme", null, text("cbc:CompanyID", party.vat_id), taxScheme("VAT")),
      party.tax_number &&
        el("cac:PartyTaxScheme", null, text("cbc:CompanyID", party.tax_number), taxScheme("FC")),
      el("cac:PartyLegalEntity", null, text("cbc:RegistrationName", party.name)),
      (seller || party.phone || party.email) &&
        el(
          "cac:Contact",
          null,
          seller && text("cbc:Name", party.name),
          optionalText("cbc:Telephone", party.phone),
          optionalText("cbc:ElectronicMail", party.email),
        ),
    ),
  );
}

/** UBL 2.1 Invoice or CreditNote (EN 16931, XRechnung with the buyer reference). */
export function writeUbl(document: InvoiceDocument): string {
  const credit = document.typeCode === "381";
  const root = credit ? "CreditNote" : "Invoice";
  const { seller, buyer, currency } = document;
  const amount = (name: string, value: string) => text(name, value, { currencyID: currency });
  const notes = [document.notes, document.footer].filter(Boolean);
  return (
    declaration +
    el(
      root,
      {
        xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`,
        "xmlns:cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
        "xmlns:cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
      },
      text("cbc:CustomizationID", UBL_CUSTOMIZATION),
      text("cbc:ProfileID", UBL_PROFILE),
      text("cbc:ID", document.number),
      text("cbc:IssueDate", document.issueDate),
      !credit && document.dueDate && text("cbc:DueDate", document.dueDate),
      text(credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode", document.typeCode),
      ...notes.map((note) => text("cbc:Note", note)),
      text("cbc:DocumentCurrencyCode", currency),
      optionalText("cbc:BuyerReference", buyer.buyer_reference),
      el(
        "cac:InvoicePeriod",
        null,
        text("cbc:StartDate", document.serviceFrom),
        text("cbc:EndDate", document.serviceUntil),
      ),
      document.preceding &&
        el(
          "cac:BillingReference",
          null,
          el(
            "cac:InvoiceDocumentReference",
            null,
            text("cbc:ID", document.preceding.number),
            text("cbc:IssueDate", document.preceding.issueDate),
          ),
        ),
      party("cac:AccountingSupplierParty", seller, true),
      party("cac:AccountingCustomerParty", buyer, false),
      el(
        "cac:PaymentMeans",
        null,
        text("cbc:PaymentMeansCode", seller.iban ? "58" : "1"),
        credit && document.dueDate && text("cbc:PaymentDueDate", document.dueDate),
        text("cbc:PaymentID", document.number),
        seller.iban &&
          el(
            "cac:PayeeFinancialAccount",
            null,
            text("cbc:ID", seller.iban),
            optionalText("cbc:Name", seller.account_holder),
            seller.bic && el("cac:FinancialInstitutionBranch", null, text("cbc:ID", seller.bic)),
          ),
      ),
      document.paymentTermsDays !== null &&
        el("cac:PaymentTerms", null, text("cbc:Note", `${document.paymentTermsDays} days net`)),
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
              text("cbc:Percent", group.tax_rate),
              optionalText("cbc:TaxExemptionReasonCode", exemptionCode(group.tax_category)),
              optionalText("cbc:TaxExemptionReason", group.exemption_reason),
              taxScheme("VAT"),
            ),
          ),
        ),
      ),
      el(
        "cac:LegalMonetaryTotal",
        null,
        amount("cbc:LineExtensionAmount", document.netTotal),
        amount("cbc:TaxExclusiveAmount", document.netTotal),
        amount("cbc:TaxInclusiveAmount", document.grossTotal),
        amount("cbc:PayableAmount", document.grossTotal),
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
              text("cbc:Percent", line.tax_rate),
              taxScheme("VAT"),
            ),
          ),
          el("cac:Price", null, amount("cbc:PriceAmount", line.unit_price)),
        ),
      ),
    )
  );
}
