import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  declaredRuleSets,
  type EInvoiceFile,
  type EInvoiceValidation,
  PEPPOL_BIS_3,
  shortLocation,
  VALIDATION_ROOT,
  validateEInvoices,
  validationUnavailable,
  XRECHNUNG_3_0,
} from "./einvoice-validation.ts";

const unavailable = await validationUnavailable();
if (unavailable) console.warn(`E-invoice validation skipped: ${unavailable}`);

const EN16931 = "urn:cen.eu:en16931:2017";
const XRECHNUNG_EXTENSION = `${XRECHNUNG_3_0}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;

const cii = (id: string) =>
  `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"><rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${id}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext></rsm:CrossIndustryInvoice>`;
const ubl = (id: string) =>
  `<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:CustomizationID>${id}</cbc:CustomizationID></Invoice>`;

describe("declaredRuleSets", () => {
  it("gives every syntax its schema and the EN 16931 rules", () => {
    expect(declaredRuleSets({ syntax: "cii", xml: cii(EN16931) })).toEqual(["XSD", "EN16931"]);
    expect(declaredRuleSets({ syntax: "ubl", xml: ubl(EN16931) })).toEqual(["XSD", "EN16931"]);
    expect(declaredRuleSets({ syntax: "facturx", xml: cii(EN16931) })).toEqual([
      "XSD",
      "Factur-X XSD",
      "EN16931",
      "Factur-X",
    ]);
  });

  it("adds XRechnung when BT-24 declares it, extensions included", () => {
    expect(declaredRuleSets({ syntax: "cii", xml: cii(XRECHNUNG_3_0) })).toEqual([
      "XSD",
      "EN16931",
      "XRechnung",
    ]);
    expect(declaredRuleSets({ syntax: "ubl", xml: ubl(XRECHNUNG_EXTENSION) })).toEqual([
      "XSD",
      "EN16931",
      "XRechnung",
    ]);
    expect(declaredRuleSets({ syntax: "facturx", xml: cii(XRECHNUNG_3_0) })).toEqual([
      "XSD",
      "Factur-X XSD",
      "EN16931",
      "XRechnung",
      "Factur-X",
    ]);
    // a look-alike is not XRechnung 3.0
    expect(declaredRuleSets({ syntax: "ubl", xml: ubl(`${XRECHNUNG_3_0}1`) })).toEqual([
      "XSD",
      "EN16931",
    ]);
  });

  it("adds Peppol for a UBL that declares Peppol BIS 3 (there are no Peppol CII rules)", () => {
    expect(declaredRuleSets({ syntax: "ubl", xml: ubl(PEPPOL_BIS_3) })).toEqual([
      "XSD",
      "EN16931",
      "Peppol",
    ]);
    expect(declaredRuleSets({ syntax: "cii", xml: cii(PEPPOL_BIS_3) })).toEqual(["XSD", "EN16931"]);
  });

  it("shortens SVRL locations of both stylesheet generators", () => {
    expect(
      shortLocation(
        "/*:CrossIndustryInvoice[namespace-uri()='urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100'][1]/*:ExchangedDocument[namespace-uri()='urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100'][1]/*:TypeCode[namespace-uri()='urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100'][1]",
      ),
    ).toBe("/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode");
    expect(
      shortLocation(
        "/Q{urn:oasis:names:specification:ubl:schema:xsd:Invoice-2}Invoice[1]/Q{urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2}InvoiceLine[20]/Q{urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2}LineExtensionAmount[1]/@Q{}currencyID",
      ),
    ).toBe("/Invoice/cac:InvoiceLine[20]/cbc:LineExtensionAmount/@currencyID");
  });
});

/** `xml` with `from` replaced by `to`; fails when `from` is not there, so no case is silently unchanged. */
function edit(xml: string, from: string | RegExp, to: string) {
  const edited = xml.replace(from, to);
  if (edited === xml) throw new Error(`not found: ${from}`);
  return edited;
}

/** The rule ids a rule set reported ("Peppol: PEPPOL-EN16931-R001: …" → "PEPPOL-EN16931-R001"). */
function ids(messages: string[] | undefined, ruleSet: string) {
  return [
    ...new Set(
      (messages ?? [])
        .filter((message) => message.startsWith(`${ruleSet}: `))
        .map((message) => message.slice(ruleSet.length + 2).split(": ")[0]),
    ),
  ].sort();
}

/**
 * The official CEN examples and broken copies of them, checked by every rule set
 * that applies (one validateEInvoices call: one xmllint per schema and one JVM
 * per stylesheet for all files).
 */
describe.skipIf(unavailable !== null)("validateEInvoices", () => {
  const files: EInvoiceFile[] = [];
  let result: EInvoiceValidation;
  let elapsed: number;

  beforeAll(async () => {
    const example = (name: string) => readFile(join(VALIDATION_ROOT, "examples", name), "utf8");
    const officialCii = await example("cii-example1.xml");
    const officialInvoice = await example("ubl-example1.xml");
    const officialCreditNote = await example("ubl-creditnote1.xml");
    const ciiAs = (id: string) =>
      edit(officialCii, `<ram:ID>${EN16931}</ram:ID>`, `<ram:ID>${id}</ram:ID>`);
    const ublAs = (xml: string, id: string) =>
      edit(
        xml,
        `<cbc:CustomizationID>${EN16931}</cbc:CustomizationID>`,
        `<cbc:CustomizationID>${id}</cbc:CustomizationID>`,
      );
    files.push(
      // the official examples, as they declare themselves (plain EN 16931)
      { name: "official-cii", syntax: "cii", xml: officialCii },
      { name: "official-ubl-invoice", syntax: "ubl", xml: officialInvoice },
      { name: "official-ubl-credit-note", syntax: "ubl", xml: officialCreditNote },
      // as the XML of a Factur-X; it has an empty ram:ApplicableHeaderTradeDelivery
      { name: "official-cii-as-facturx", syntax: "facturx", xml: officialCii },
      // what the rule sets they do not declare would say (for information)
      {
        name: "official-cii-undeclared",
        syntax: "cii",
        xml: officialCii,
        ruleSets: ["XRechnung"],
      },
      {
        name: "official-ubl-invoice-undeclared",
        syntax: "ubl",
        xml: officialInvoice,
        ruleSets: ["XRechnung", "Peppol"],
      },
      {
        name: "official-ubl-credit-note-undeclared",
        syntax: "ubl",
        xml: officialCreditNote,
        ruleSets: ["XRechnung", "Peppol"],
      },
      // broken copies
      {
        name: "wrong-type-cii",
        syntax: "cii",
        xml: edit(
          officialCii,
          "<ram:TypeCode>380</ram:TypeCode>",
          "<ram:TypeCode>999</ram:TypeCode>",
        ),
      },
      {
        name: "wrong-type-ubl",
        syntax: "ubl",
        xml: edit(
          officialInvoice,
          "<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>",
          "<cbc:InvoiceTypeCode>999</cbc:InvoiceTypeCode>",
        ),
      },
      { name: "peppol-ubl-invoice", syntax: "ubl", xml: ublAs(officialInvoice, PEPPOL_BIS_3) },
      {
        name: "peppol-ubl-credit-note",
        syntax: "ubl",
        xml: ublAs(officialCreditNote, PEPPOL_BIS_3),
      },
      {
        name: "xrechnung-ubl-without-buyer-reference",
        syntax: "ubl",
        xml: edit(
          ublAs(officialCreditNote, XRECHNUNG_3_0),
          /\s*<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/,
          "",
        ),
      },
      { name: "xrechnung-extension-cii", syntax: "cii", xml: ciiAs(XRECHNUNG_EXTENSION) },
      {
        name: "out-of-order-cii",
        syntax: "cii",
        xml: edit(
          officialCii,
          /(<ram:ID>12115118<\/ram:ID>)(\s*)(<ram:TypeCode>380<\/ram:TypeCode>)/,
          "$3$2$1",
        ),
      },
      {
        name: "facturx-unknown-element",
        syntax: "facturx",
        xml: edit(
          officialCii,
          "<ram:ID>12115118</ram:ID>",
          "<ram:ID>12115118</ram:ID><ram:Name>Factuur</ram:Name>",
        ),
      },
      {
        name: "facturx-unused-attribute",
        syntax: "facturx",
        xml: edit(
          officialCii,
          `<ram:ID>${EN16931}</ram:ID>`,
          `<ram:ID schemeID="X">${EN16931}</ram:ID>`,
        ),
      },
      { name: "facturx-xrechnung", syntax: "facturx", xml: ciiAs(XRECHNUNG_3_0) },
      { name: "truncated-ubl", syntax: "ubl", xml: officialInvoice.slice(0, 2000) },
    );
    const started = performance.now();
    result = await validateEInvoices(files);
    elapsed = Math.round(performance.now() - started);
    console.info(
      `validateEInvoices: ${files.length} files in ${elapsed} ms; ${result.runs
        .map((run) => `${run.artefact} (${run.files}): ${run.ms} ms`)
        .join(", ")}`,
    );
    for (const [name, problems] of result)
      console.info(
        `${name} [${result.ran.get(name)?.join(", ")}]\n  problems: ${JSON.stringify(problems, null, 1)}\n  warnings: ${JSON.stringify(result.warnings.get(name), null, 1)}`,
      );
  }, 120_000);

  it("runs every rule set a document declares, and only those", () => {
    for (const file of files.filter((entry) => !entry.ruleSets && entry.name !== "truncated-ubl"))
      expect([file.name, result.ran.get(file.name)]).toEqual([file.name, declaredRuleSets(file)]);
  });

  it("passes the official examples: the CII, the UBL invoice and the UBL credit note", () => {
    expect(result.get("official-cii")).toEqual([]);
    expect(result.get("official-ubl-invoice")).toEqual([]);
    expect(result.get("official-ubl-credit-note")).toEqual([]);
    expect(result.ran.get("official-ubl-invoice")).toEqual(["XSD", "EN16931"]);
  });

  it("passes the official CII as a Factur-X, with a warning for its empty delivery", () => {
    expect(result.get("official-cii-as-facturx")).toEqual([]);
    expect(result.ran.get("official-cii-as-facturx")).toEqual([
      "XSD",
      "Factur-X XSD",
      "EN16931",
      "Factur-X",
    ]);
    expect(result.warnings.get("official-cii-as-facturx")).toContain(
      "Factur-X: FX-SCH-A-000372: [PEPPOL-EN16931-R008]-Document MUST not contain empty elements. (still status warning) (at /rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeDelivery)",
    );
  });

  it("reports the wrong type code as BR-CL-01 of EN 16931, with the element", () => {
    expect(result.get("wrong-type-cii")).toEqual([
      expect.stringMatching(
        /^EN16931: BR-CL-01: .* \(at \/rsm:CrossIndustryInvoice\/rsm:ExchangedDocument\/ram:TypeCode\)$/,
      ),
    ]);
    expect(result.get("wrong-type-ubl")).toEqual([
      expect.stringMatching(/^EN16931: BR-CL-01: .* \(at \/Invoice\/cbc:InvoiceTypeCode\)$/),
    ]);
  });

  it("applies the Peppol rules to a UBL that declares Peppol BIS 3", () => {
    const problems = result.get("peppol-ubl-invoice");
    expect(ids(problems, "Peppol")).toEqual(
      expect.arrayContaining([
        "PEPPOL-EN16931-R001",
        "PEPPOL-EN16931-R003",
        "PEPPOL-EN16931-R010",
        "PEPPOL-EN16931-R020",
        "PEPPOL-EN16931-R120",
      ]),
    );
    // it declares Peppol BIS 3 now, so not R004 (the specification identifier)
    expect(ids(problems, "Peppol")).not.toContain("PEPPOL-EN16931-R004");
    expect(ids(problems, "EN16931")).toEqual([]);
    // the credit note example meets Peppol BIS 3 (warnings only) once it says so
    expect(result.get("peppol-ubl-credit-note")).toEqual([]);
    expect(result.ran.get("peppol-ubl-credit-note")).toEqual(["XSD", "EN16931", "Peppol"]);
  });

  it("applies the XRechnung rules to an XRechnung without buyer reference", () => {
    expect(ids(result.get("xrechnung-ubl-without-buyer-reference"), "XRechnung")).toContain(
      "BR-DE-15",
    );
    expect(result.get("xrechnung-ubl-without-buyer-reference")).toContainEqual(
      expect.stringMatching(/^XRechnung: BR-DE-15: .*\(BT-10\).* \(at \/CreditNote\)$/),
    );
    expect(result.ran.get("xrechnung-ubl-without-buyer-reference")).toEqual([
      "XSD",
      "EN16931",
      "XRechnung",
    ]);
    expect(ids(result.get("xrechnung-extension-cii"), "XRechnung")).toContain("BR-DE-15");
  });

  it("reports an element out of schema order as an XSD error", () => {
    expect(result.get("out-of-order-cii")).toEqual([
      expect.stringMatching(
        /^XSD: line \d+: element TypeCode: Schemas validity error : Element 'ram:TypeCode': This element is not expected\. Expected is \( ram:ID \)\.$/,
      ),
    ]);
  });

  it("checks a Factur-X against the profile's schema and rules", () => {
    // ram:Name is in CII D16B but not in the Factur-X EN 16931 profile
    expect(result.get("facturx-unknown-element")).toEqual([
      expect.stringMatching(/^Factur-X XSD: line \d+: element Name: .*not expected/),
    ]);
    // an unflagged successful-report of the Factur-X schematron is an error (EN 16931 objects too)
    expect(result.get("facturx-unused-attribute")).toContainEqual(
      expect.stringMatching(/^Factur-X: report: Attribute @schemeID' marked as not used/),
    );
    // a Factur-X EN 16931 must say urn:cen.eu:en16931:2017; the XRechnung rules ran too
    expect(ids(result.get("facturx-xrechnung"), "Factur-X")).toEqual(["FX-SCH-A-000026"]);
    expect(result.ran.get("facturx-xrechnung")).toContain("XRechnung");
  });

  it("says what it could not check", () => {
    expect(result.get("truncated-ubl")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^XSD: line \d+: parser error/),
        expect.stringMatching(/^EN16931: no SVRL report: /),
      ]),
    );
  });

  it("records what the undeclared rule sets say about the official examples", () => {
    expect(ids(result.get("official-cii-undeclared"), "XRechnung")).toEqual(
      expect.arrayContaining(["BR-DE-15", "PEPPOL-EN16931-R001"]),
    );
    expect(ids(result.get("official-ubl-invoice-undeclared"), "Peppol")).toContain(
      "PEPPOL-EN16931-R004",
    );
    expect(ids(result.get("official-ubl-credit-note-undeclared"), "Peppol")).toEqual([
      "PEPPOL-EN16931-R004",
    ]);
  });

  it("takes well under a minute for all files", () => {
    expect(elapsed).toBeLessThan(60_000);
  });
});
