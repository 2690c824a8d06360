import type { InvoiceParty } from "@tempus/contract";
import { compactDate, type InvoiceDocument } from "./invoice-document.ts";
import { declaration, el, optionalText, text } from "./writer.ts";

const NAMESPACES = {
  "xmlns:rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  "xmlns:ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  "xmlns:qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
  "xmlns:udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
};
/** Factur-X / ZUGFeRD profile EN 16931 ("COMFORT"): the CEN core itself. */
export const CII_GUIDELINE = "urn:cen.eu:en16931:2017";
/** XRechnung 3.0 (BT-24) for the German public buyers and whoever asks for it. */
export const XRECHNUNG_GUIDELINE =
  "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0";
/** BT-23: the Peppol billing process. */
export const BUSINESS_PROCESS = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

const dateTime = (name: string, day: string) =>
  el(name, null, text("udt:DateTimeString", compactDate(day), { format: "102" }));

const address = (party: InvoiceParty) =>
  el(
    "ram:PostalTradeAddress",
    null,
    optionalText("ram:PostcodeCode", party.zip_code),
    optionalText("ram:LineOne", party.street),
    optionalText("ram:CityName", party.city),
    text("ram:CountryID", party.country),
  );

/** A trade party: identifiers, name, legal data, contact, address, electronic address, tax IDs. */
function party(name: string, party: InvoiceParty, options: { withVatId: boolean }) {
  const contact = party.contact_name || party.phone || party.email;
  return el(
    name,
    null,
    party.identifier &&
      (party.identifier_scheme
        ? text("ram:GlobalID", party.identifier, { schemeID: party.identifier_scheme })
        : text("ram:ID", party.identifier)),
    text("ram:Name", party.name),
    optionalText("ram:Description", party.legal_info),
    party.legal_registration_id &&
      el(
        "ram:SpecifiedLegalOrganization",
        null,
        text(
          "ram:ID",
          party.legal_registration_id,
          party.legal_registration_scheme ? { schemeID: party.legal_registration_scheme } : null,
        ),
      ),
    contact &&
      el(
        "ram:DefinedTradeContact",
        null,
        optionalText("ram:PersonName", party.contact_name),
        party.phone &&
          el("ram:TelephoneUniversalCommunication", null, text("ram:CompleteNumber", party.phone)),
        party.email &&
          el("ram:EmailURIUniversalCommunication", null, text("ram:URIID", party.email)),
      ),
    address(party),
    party.electronic_address &&
      el(
        "ram:URIUniversalCommunication",
        null,
        text("ram:URIID", party.electronic_address, {
          schemeID: party.electronic_address_scheme || "EM",
        }),
      ),
    options.withVatId &&
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

/** The Skonto line XRechnung reads from the payment terms (BR-DE-18), ending in a line break. */
export function skontoLine(document: InvoiceDocument): string {
  const discount = document.cashDiscount;
  if (!discount) return "";
  return `#SKONTO#TAGE=${discount.days}#PROZENT=${discount.percent}#BASISBETRAG=${discount.basisAmount}#\n`;
}

/** UN/CEFACT Cross Industry Invoice D16B, EN 16931 profile or XRechnung; the XML Factur-X embeds. */
export function writeCii(document: InvoiceDocument): string {
  const { seller, buyer, currency } = document;
  const xrechnung = document.profile === "xrechnung";
  // Outside the scope of VAT, neither VAT ID is stated (BR-O-02).
  const withVatId = !document.breakdown.some((group) => group.tax_category === "O");
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
          line.tax_category !== "O" && text("ram:RateApplicablePercent", line.tax_rate),
        ),
        el(
          "ram:SpecifiedTradeSettlementLineMonetarySummation",
          null,
          text("ram:LineTotalAmount", line.net_amount),
        ),
      ),
    ),
  );
  const notes = [document.notes, ...document.legalNotes, document.footer].filter(Boolean);
  const terms = (xrechnung ? skontoLine(document) : "") + document.paymentTerms;
  const means = document.paymentMeans;
  return (
    declaration +
    el(
      "rsm:CrossIndustryInvoice",
      NAMESPACES,
      el(
        "rsm:ExchangedDocumentContext",
        null,
        xrechnung &&
          el(
            "ram:BusinessProcessSpecifiedDocumentContextParameter",
            null,
            text("ram:ID", BUSINESS_PROCESS),
          ),
        el(
          "ram:GuidelineSpecifiedDocumentContextParameter",
          null,
          text("ram:ID", xrechnung ? XRECHNUNG_GUIDELINE : CII_GUIDELINE),
        ),
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
          optionalText("ram:BuyerReference", document.references.buyer),
          party("ram:SellerTradeParty", seller, { withVatId }),
          party("ram:BuyerTradeParty", buyer, { withVatId }),
          document.references.order &&
            el(
              "ram:BuyerOrderReferencedDocument",
              null,
              text("ram:IssuerAssignedID", document.references.order),
            ),
          document.references.contract &&
            el(
              "ram:ContractReferencedDocument",
              null,
              text("ram:IssuerAssignedID", document.references.contract),
            ),
          document.references.project &&
            el(
              "ram:SpecifiedProcuringProject",
              null,
              text("ram:ID", document.references.project),
              text("ram:Name", "Project reference"),
            ),
        ),
        // The place of supply: the buyer's address (BR-57; never an empty element).
        el(
          "ram:ApplicableHeaderTradeDelivery",
          null,
          el("ram:ShipToTradeParty", null, text("ram:Name", buyer.name), address(buyer)),
        ),
        el(
          "ram:ApplicableHeaderTradeSettlement",
          null,
          optionalText(
            "ram:PaymentReference",
            document.typeCode === "381" ? "" : document.paymentReference,
          ),
          document.taxCurrency && text("ram:TaxCurrencyCode", document.taxCurrency.code),
          text("ram:InvoiceCurrencyCode", currency),
          means
            ? el(
                "ram:SpecifiedTradeSettlementPaymentMeans",
                null,
                text("ram:TypeCode", means.code),
                means.iban &&
                  el(
                    "ram:PayeePartyCreditorFinancialAccount",
                    null,
                    text("ram:IBANID", means.iban),
                    optionalText("ram:AccountName", means.accountHolder),
                  ),
                means.iban &&
                  means.bic &&
                  el(
                    "ram:PayeeSpecifiedCreditorFinancialInstitution",
                    null,
                    text("ram:BICID", means.bic),
                  ),
              )
            : // XRechnung asks for payment instructions on every document (BR-DE-1): "not defined".
              xrechnung &&
                el("ram:SpecifiedTradeSettlementPaymentMeans", null, text("ram:TypeCode", "1")),
          ...document.breakdown.map((group) =>
            el(
              "ram:ApplicableTradeTax",
              null,
              text("ram:CalculatedAmount", group.tax_amount),
              text("ram:TypeCode", "VAT"),
              optionalText("ram:ExemptionReason", group.exemption_reason),
              text("ram:BasisAmount", group.taxable_amount),
              text("ram:CategoryCode", group.tax_category),
              optionalText("ram:ExemptionReasonCode", group.exemption_code),
              group.tax_category !== "O" && text("ram:RateApplicablePercent", group.tax_rate),
            ),
          ),
          el(
            "ram:BillingSpecifiedPeriod",
            null,
            dateTime("ram:StartDateTime", document.serviceFrom),
            dateTime("ram:EndDateTime", document.serviceUntil),
          ),
          (terms || document.dueDate) &&
            el(
              "ram:SpecifiedTradePaymentTerms",
              null,
              optionalText("ram:Description", terms),
              document.dueDate && dateTime("ram:DueDateDateTime", document.dueDate),
            ),
          el(
            "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
            null,
            text("ram:LineTotalAmount", document.netTotal),
            text("ram:TaxBasisTotalAmount", document.netTotal),
            text("ram:TaxTotalAmount", document.taxTotal, { currencyID: currency }),
            document.taxCurrency &&
              text("ram:TaxTotalAmount", document.taxCurrency.taxTotal, {
                currencyID: document.taxCurrency.code,
              }),
            text("ram:GrandTotalAmount", document.grossTotal),
            document.prepaidTotal !== "0.00" &&
              text("ram:TotalPrepaidAmount", document.prepaidTotal),
            text("ram:DuePayableAmount", document.amountDue),
          ),
          ...document.preceding.map((preceding) =>
            el(
              "ram:InvoiceReferencedDocument",
              null,
              text("ram:IssuerAssignedID", preceding.number),
              el(
                "ram:FormattedIssueDateTime",
                null,
                text("qdt:DateTimeString", compactDate(preceding.issueDate), { format: "102" }),
              ),
            ),
          ),
        ),
      ),
    )
  );
}
