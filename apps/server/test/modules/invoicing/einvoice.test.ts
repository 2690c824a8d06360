import { beforeAll, describe, expect, it } from "vitest";
import { validateEInvoices, validationUnavailable } from "../../helpers/einvoice-validation.ts";
import { addLog, debtorWithWork, INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };
const unavailable = await validationUnavailable();
if (unavailable) console.warn(`E-invoice validation skipped: ${unavailable}`);

/**
 * Every variant of e-invoice the product writes, as CII and UBL, checked with
 * the official EN 16931 artefacts: the CII XSD (xmllint) and the business rules
 * (Saxon over the CEN XSLT; no fatal assertion). One JVM per syntax for all files.
 */
describe.skipIf(unavailable !== null)("e-invoices pass the EN 16931 validation", () => {
  const context = useTestApp();
  const files: { name: string; syntax: "cii" | "ubl"; xml: string }[] = [];
  const xmlOf = new Map<string, string>();
  let problems: Map<string, string[]>;

  beforeAll(async () => {
    const { app } = context;
    const company = await invoicingCompany(app, context.database.db, {
      buyer_reference: "04011000-12345-34",
    });
    const { call, owner } = company;
    const debtor = (fields: Record<string, unknown>) => debtorWithWork(app, owner, fields);
    await addLog(app, owner, {
      project: company.alpha,
      activity: company.dev,
      start: "2026-03-02T08:00:00Z",
      end: "2026-03-02T09:37:00Z",
    });
    await addLog(app, owner, {
      project: company.beta,
      start: "2026-03-03T08:00:00Z",
      end: "2026-03-03T08:13:00Z",
    });
    await addLog(app, owner, {
      project: company.gamma,
      start: "2026-03-04T08:00:00Z",
      end: "2026-03-04T11:00:00Z",
    });
    const issue = async (body: Record<string, unknown>) => {
      const draft = await call("POST", `${INVOICES}/`, owner, { ...MARCH, ...body });
      if (draft.status !== 201) throw new Error(`draft: ${JSON.stringify(draft.body)}`);
      const issued = await call("POST", `${INVOICES}/${draft.body.id}/issue/`, owner, {
        issue_date: "2026-04-01",
        ...(body.currency === "USD" ? { exchange_rate: "0.92150000" } : {}),
      });
      if (issued.status !== 200) throw new Error(`issue: ${JSON.stringify(issued.body)}`);
      return issued.body.id as number;
    };
    const variants: Record<string, number> = {};
    variants.standard = await issue({
      debtor: company.debtor,
      grouping: "project",
      manual_lines: [{ description: "Loyalty discount", unit_price: "-25.00" }],
    });
    variants["two-rates"] = await issue({
      debtor: company.debtor,
      include_time: false,
      manual_lines: [
        { description: "Consulting", quantity: "2.5", unit_code: "HUR", unit_price: "99.99" },
        { description: "Printed handbook", unit_price: "12.34", tax_rate: "7" },
      ],
    });
    variants["reverse-charge"] = await issue({
      debtor: await debtor({
        name: "Wiener Werke GmbH",
        country: "AT",
        vat_id: "ATU12345675",
        tax_treatment: "reverse_charge",
      }),
      grouping: "total",
    });
    variants.exempt = await issue({
      debtor: await debtor({
        name: "Klinik Süd",
        country: "DE",
        city: "Köln",
        tax_treatment: "exempt",
        tax_exemption_reason: "Steuerfrei nach § 4 Nr. 14 UStG",
      }),
      grouping: "log",
    });
    variants["foreign-currency"] = await issue({
      debtor: company.debtor,
      currency: "USD",
      grouping: "day",
    });
    variants["five-hundred-lines"] = await issue({
      debtor: company.debtor,
      include_time: false,
      manual_lines: Array.from({ length: 500 }, (_, index) => ({
        description: `Item ${index + 1} <&> "quoted"`,
        quantity: `${(index % 7) + 1}.${index % 10}`,
        unit_code: "HUR",
        unit_price: `${(index % 97) + 0.33}`,
        tax_rate: index % 3 === 0 ? "7" : "19",
      })),
    });
    const cancelled = await call("POST", `${INVOICES}/${variants.standard}/cancel/`, owner, {
      issue_date: "2026-04-02",
    });
    if (cancelled.status !== 201) throw new Error(`cancel: ${JSON.stringify(cancelled.body)}`);
    variants["credit-note"] = cancelled.body.id;
    for (const [name, id] of Object.entries(variants)) {
      for (const syntax of ["cii", "ubl"] as const) {
        const response = await app.inject({
          method: "GET",
          url: `${INVOICES}/${id}/${syntax}/`,
          headers: owner.headers,
        });
        if (response.statusCode !== 200) throw new Error(`${name} ${syntax}: ${response.body}`);
        files.push({ name: `${name}-${syntax}`, syntax, xml: response.body });
        xmlOf.set(`${name}-${syntax}`, response.body);
      }
    }
    // The checks are live: a document type that is not in the code list fails.
    files.push({
      name: "wrong-type-cii",
      syntax: "cii",
      xml: (xmlOf.get("standard-cii") as string).replace(
        "<ram:TypeCode>380</ram:TypeCode>",
        "<ram:TypeCode>999</ram:TypeCode>",
      ),
    });
    problems = await validateEInvoices(files);
  }, 180_000);

  for (const variant of [
    "standard",
    "two-rates",
    "reverse-charge",
    "exempt",
    "credit-note",
    "foreign-currency",
    "five-hundred-lines",
  ]) {
    for (const syntax of ["cii", "ubl"]) {
      it(`${variant} as ${syntax.toUpperCase()}`, () => {
        expect(problems.get(`${variant}-${syntax}`)).toEqual([]);
      });
    }
  }

  it("finds a fatal error where there is one", () => {
    expect(problems.get("wrong-type-cii")).toEqual([expect.stringMatching(/^EN16931: BR-CL-01: /)]);
  });

  it("states the buyer reference, the preceding invoice and the exemption", () => {
    expect(xmlOf.get("standard-ubl")).toContain(
      "<cbc:BuyerReference>04011000-12345-34</cbc:BuyerReference>",
    );
    expect(xmlOf.get("standard-cii")).toContain(
      "<ram:BuyerReference>04011000-12345-34</ram:BuyerReference>",
    );
    expect(xmlOf.get("credit-note-ubl")).toContain(
      "<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>",
    );
    expect(xmlOf.get("credit-note-cii")).toMatch(
      /<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>2026-0001<\/ram:IssuerAssignedID>/,
    );
    expect(xmlOf.get("reverse-charge-cii")).toContain(
      "<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>",
    );
    expect(xmlOf.get("exempt-ubl")).toContain(
      "<cbc:TaxExemptionReason>Steuerfrei nach § 4 Nr. 14 UStG</cbc:TaxExemptionReason>",
    );
    expect(xmlOf.get("five-hundred-lines-cii")).toContain('Item 500 &lt;&amp;&gt; "quoted"');
  });
});
