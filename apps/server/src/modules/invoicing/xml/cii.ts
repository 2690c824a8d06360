import type { InvoiceParty } from "@tempus/contract";
import { compactDate, exemptionCode, type InvoiceDocument } from "./invoice-document.ts";
import { declaration, el, optionalText, text } from "./writer.ts";

const NAMESPACES = {
  "xmlns:rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  "xmlns:ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  "xmlns:qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
  "xmlns:udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
};
/** Factur-X / ZUGFeRD profile EN 16931 ("COMFORT"): the CEN core itself. */
export const CII_GUIDELINE = "urn:cen.eu:en16931:2017";

const dateTime = (name: string, day: string) =>
  el(name, null, text("udt:DateTimeString", compactDate(day), { format: "102" }));

function party(name: string, party: InvoiceParty) {
  const contact = party.phone || party.email;
  return el(
    name,
    null,
    text("ram:Name", party.name),
    contact &&
      el(
        "ram:DefinedTradeContact",
        null,
        party.phone &&
          el("ram:TelephoneUniversalCommunication", null, text("ram:CompleteNumber", party.phone)),
        party.email &&
          el("ram:EmailURIUniversalCommunication", null, text("ram:URIID", party.email)),
      ),
    el(
      "ram:PostalTradeAddress",
      null,
      optionalText("ram:PostcodeCode", party.zip_code),
      optionalText("ram:LineOne", party.street),
      optionalText("ram:CityName", party.city),
      text("ram:CountryID", party.country),
    ),
    party.email &&
      el("ram:URIUniversalCommunication", null, text("ram:URIID", party.email, { schemeID: "EM" })),
    party.vat_id &&
      el("ram:SpecifiedTaxRegistration", null, text("ram:ID", party.vat_id, { schemeID: "VA" })),
    party.tax_number &&
      el(
        "ram:SpecifiedTaxRegistration",
        null,
        text("ram:ID", party.tax_number, { schemeID: "FC" }),
      ),
  );
}

/** UN/CEFACT Cross Industry Invoice D16B, EN 16931 profile; the XML Factur-X embeds. */
export function writeCii(document: InvoiceDocument): string {
  const { seller, buyer, currency } = document;
  const lines = document.lines.map((line) =>
    el(
      "ram:IncludedSupplyChainTradeLineItem",
      null,
      el("ram:AssociatedDocumentLineDocument", null, text("ram:LineID", String(line.position))),
      el("ram:SpecifiedTradeProduct", null, text("ram:Name", line.description)),
      el(
        "ram:SpecifiedLineTradeAgreement",
        null,
        el("ram:NetPriceProductTradePrice", null, text("ram:ChargeAmount", line.unit_price)),
      ),
      el(
        "ram:SpecifiedLineTradeDelivery",
        null,
        text("ram:BilledQuantity", line.quantity, { unitCode: line.unit_code }),
      ),
      el(
        "ram:SpecifiedLineTradeSettlement",
        null,
        el(
          "ram:ApplicableTradeTax",
          null,
          text("ram:TypeCode", "VAT"),
          text("ram:CategoryCode", line.tax_category),
          text("ram:RateApplicablePercent", line.tax_rate),
        ),
        el(
          "ram:SpecifiedTradeSettlementLineMonetarySummation",
          null,
          text("ram:LineTotalAmount", line.net_amount),
        ),
      ),
    ),
  );
  const notes = [document.notes, document.footer].filter(Boolean);
  return (
    declaration +
    el(
      "rsm:CrossIndustryInvoice",
      NAMESPACES,
      el(
        "rsm:ExchangedDocumentContext",
        null,
        el("ram:GuidelineSpecifiedDocumentContextParameter", null, text("ram:ID", CII_GUIDELINE)),
      ),
      el(
        "rsm:ExchangedDocument",
        null,
        text("ram:ID", document.number),
        text("ram:TypeCode", document.typeCode),
        dateTime("ram:IssueDateTime", document.issueDate),
        ...notes.map((note) => el("ram:IncludedNote", null, text("ram:Content", note))),
      ),
      el(
        "rsm:SupplyChainTradeTransaction",
        null,
        ...lines,
        el(
          "ram:ApplicableHeaderTradeAgreement",
          null,
          optionalText("ram:BuyerReference", buyer.buyer_reference),
          party("ram:SellerTradeParty", seller),
          party("ram:BuyerTradeParty", buyer),
        ),
        el("ram:ApplicableHeaderTradeDelivery", null),
        el(
          "ram:ApplicableHeaderTradeSettlement",
          null,
          text("ram:PaymentReference", document.number),
          text("ram:InvoiceCurrencyCode", currency),
          el(
            "ram:SpecifiedTradeSettlementPaymentMeans",
            null,
            text("ram:TypeCode", seller.iban ? "58" : "1"),
            seller.iban &&
              el(
                "ram:PayeePartyCreditorFinancialAccount",
                null,
                text("ram:IBANID", seller.iban),
                optionalText("ram:AccountName", seller.account_holder),
              ),
            seller.iban &&
              seller.bic &&
              el(
                "ram:PayeeSpecifiedCreditorFinancialInstitution",
                null,
                text("ram:BICID", seller.bic),
              ),
          ),
          ...document.breakdown.map((group) =>
            el(
              "ram:ApplicableTradeTax",
              null,
              text("ram:CalculatedAmount", group.tax_amount),
              text("ram:TypeCode", "VAT"),
              optionalText("ram:ExemptionReason", group.exemption_reason),
              text("ram:BasisAmount", group.taxable_amount),
              text("ram:CategoryCode", group.tax_category),
              optionalText("ram:ExemptionReasonCode", exemptionCode(group.tax_category)),
              text("ram:RateApplicablePercent", group.tax_rate),
            ),
          ),
          el(
            "ram:BillingSpecifiedPeriod",
            null,
            dateTime("ram:StartDateTime", document.serviceFrom),
            dateTime("ram:EndDateTime", document.serviceUntil),
          ),
          document.dueDate &&
            el(
              "ram:SpecifiedTradePaymentTerms",
              null,
              document.paymentTermsDays !== null &&
                text("ram:Description", `${document.paymentTermsDays} days net`),
              dateTime("ram:DueDateDateTime", document.dueDate),
            ),
          el(
            "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
            null,
            text("ram:LineTotalAmount", document.netTotal),
            text("ram:TaxBasisTotalAmount", document.netTotal),
            text("ram:TaxTotalAmount", document.taxTotal, { currencyID: currency }),
            text("ram:GrandTotalAmount", document.grossTotal),
            text("ram:DuePayableAmount", document.grossTotal),
          ),
          document.preceding &&
            el(
              "ram:InvoiceReferencedDocument",
              null,
              text("ram:IssuerAssignedID", document.preceding.number),
              el(
                "ram:FormattedIssueDateTime",
                null,
                text("qdt:DateTimeString", compactDate(document.preceding.issueDate), {
                  format: "102",
                }),
              ),
            ),
        ),
      ),
    )
  );
}
