import { beforeAll, describe, expect, it } from "vitest";
import {
  addLog,
  debtorWithWork,
  INVOICES,
  invoicingCompany,
  SELLER,
} from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const PM = "/api/projectmanagement";
const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };

/**
 * What issuing, the seller's and the debtor's data and credit notes refuse,
 * with the exact answer a user reads: an invoice that would break a fatal
 * EN 16931 rule is not issued, identifiers are checked by their own rules.
 */
describe("invoice data that is refused, and why", () => {
  const context = useTestApp({ deps: { clock: () => new Date("2026-04-05T10:00:00Z") } });
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  const companyUrl = () => `/api/masterdata/company-info/${company.companyId}/`;

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
    await addLog(context.app, company.owner, {
      project: company.alpha,
      start: "2026-03-02T08:00:00Z",
      end: "2026-03-02T10:00:00Z",
    });
  });

  const draft = async (body: Record<string, unknown>) => {
    const created = await company.call("POST", `${INVOICES}/`, company.owner, {
      ...MARCH,
      include_time: false,
      manual_lines: [{ description: "Work", unit_price: "100.00" }],
      ...body,
    });
    expect(created.status).toBe(201);
    return created.body.id as number;
  };
  const issue = (id: number, body: Record<string, unknown> = {}) =>
    company.call("POST", `${INVOICES}/${id}/issue/`, company.owner, body);

  it("checks IBAN, BIC and VAT ID by their own rules", async () => {
    expect(
      await company.call("PATCH", companyUrl(), company.owner, {
        iban: "DE89 3704 0044 0532 0130 01",
        bic: "COBAXXFF",
        vat_id: "DE12345",
      }),
    ).toEqual({
      status: 400,
      body: {
        iban: ["Enter a valid IBAN: the check digits do not match."],
        bic: ["Enter a valid BIC: XX in characters 5 and 6 is not a country code."],
        vat_id: ["Enter a valid VAT ID: expected DE followed by 9 digits, the first not 0."],
      },
    });
    // Stored without spaces, upper-case.
    const saved = await company.call("PATCH", companyUrl(), company.owner, {
      iban: "de89 3704 0044 0532 0130 00",
    });
    expect(saved.body.iban).toBe("DE89370400440532013000");
    await company.call("PATCH", companyUrl(), company.owner, { iban: SELLER.iban });
  });

  it("checks electronic addresses and registrations by their scheme", async () => {
    const { call, owner } = company;
    expect(
      await call("POST", `${PM}/debtor/`, owner, {
        name: "Bund",
        electronic_address: "04011000-12345-99",
        electronic_address_scheme: "0204",
      }),
    ).toEqual({
      status: 400,
      body: { electronic_address: ["Enter a valid Leitweg-ID: the check digits do not match."] },
    });
    expect(
      await call("POST", `${PM}/debtor/`, owner, {
        name: "Bruxelles SA",
        electronic_address: "0403170702",
        electronic_address_scheme: "0208",
        registration_id: "12345678",
        registration_scheme: "0002",
      }),
    ).toEqual({
      status: 400,
      body: {
        electronic_address: [
          "Enter a valid Belgian enterprise number: the check digits do not match.",
        ],
        registration_id: ["Enter a valid SIREN number: expected 9 digits."],
      },
    });
    expect(
      await call("POST", `${PM}/debtor/`, owner, {
        name: "No scheme",
        electronic_address: "ap@example.com",
      }),
    ).toEqual({
      status: 400,
      body: {
        electronic_address: [
          "Choose the scheme of the electronic address (for example 9930 for a German VAT ID).",
        ],
      },
    });
    // Stored as the scheme writes it: without spaces.
    const lyon = await call("POST", `${PM}/debtor/`, owner, {
      name: "Lyon SA",
      registration_id: "552 081 317",
      registration_scheme: "0002",
      electronic_address: "fr 03 552 081 317",
      electronic_address_scheme: "9957",
    });
    expect([lyon.status, lyon.body.registration_id, lyon.body.electronic_address]).toEqual([
      201,
      "552081317",
      "FR03552081317",
    ]);
    expect(
      await call("PATCH", companyUrl(), owner, {
        electronic_address_scheme: "XX99",
      }),
    ).toEqual({
      status: 400,
      body: { electronic_address_scheme: ['"XX99" is not a valid choice.'] },
    });
  });

  it("refuses to issue without an identifier the buyer can recognise the seller by (BR-CO-26)", async () => {
    const { call, owner } = company;
    await call("PATCH", companyUrl(), owner, { vat_id: "" });
    const id = await draft({ debtor: company.debtor });
    expect(await issue(id)).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          "Complete the company's invoice data first: vat_id, registration_id or seller_identifier.",
        ],
      },
    });
    // A register entry is enough beside the tax number.
    await call("PATCH", companyUrl(), owner, { registration_id: "HRB 12345" });
    expect((await issue(id)).status).toBe(200);
    await call("PATCH", companyUrl(), owner, { vat_id: SELLER.vat_id, registration_id: "" });
  });

  it("refuses reverse charge and intra-Community supply without both VAT IDs", async () => {
    const { app } = context;
    const noVat = await debtorWithWork(app, company.owner, {
      name: "Wien ohne UID",
      country: "AT",
      tax_treatment: "reverse_charge",
    });
    expect(await issue(await draft({ debtor: noVat }))).toEqual({
      status: 400,
      body: { non_field_errors: ["Complete the debtor's invoice data first: vat_id."] },
    });
    const supply = await debtorWithWork(app, company.owner, {
      name: "Graz ohne UID",
      country: "AT",
      tax_treatment: "intra_community",
    });
    await company.call("PATCH", companyUrl(), company.owner, { vat_id: "" });
    expect(await issue(await draft({ debtor: supply }))).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          "Complete the company's invoice data first: vat_id.",
          "Complete the debtor's invoice data first: vat_id.",
        ],
      },
    });
    await company.call("PATCH", companyUrl(), company.owner, { vat_id: SELLER.vat_id });
  });

  it("refuses Peppol without Peppol ids, and XRechnung without a buyer reference", async () => {
    const { app } = context;
    const peppol = await debtorWithWork(app, company.owner, {
      name: "Gent NV",
      country: "BE",
      vat_id: "BE0403170701",
      einvoice_format: "peppol",
      tax_treatment: "reverse_charge",
      invoice_email: "ap@gent.example",
    });
    expect(await issue(await draft({ debtor: peppol }))).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          "Complete the company's invoice data first: electronic_address (a Peppol scheme, not e-mail).",
          "Complete the debtor's invoice data first: electronic_address (a Peppol scheme, not e-mail).",
        ],
      },
    });
    const public_ = await debtorWithWork(app, company.owner, {
      name: "Amt",
      country: "DE",
      einvoice_format: "xrechnung",
      invoice_email: "rechnung@amt.example",
    });
    expect(await issue(await draft({ debtor: public_ }))).toEqual({
      status: 400,
      body: {
        non_field_errors: ["Complete the debtor's invoice data first: buyer_reference."],
      },
    });
    // The reference can come with the invoice instead of the debtor.
    expect(
      (await issue(await draft({ debtor: public_, buyer_reference: "04011000-12345-03" }))).status,
    ).toBe(200);
  });

  it("asks for the exchange rate of an invoice in another currency", async () => {
    const id = await draft({ debtor: company.debtor, currency: "USD" });
    expect(await issue(id)).toEqual({
      status: 400,
      body: {
        exchange_rate: [
          "Enter the exchange rate from USD to EUR: the VAT is also stated in the company's currency.",
        ],
      },
    });
    const issued = await issue(id, { exchange_rate: "0.9215" });
    expect([issued.status, issued.body.exchange_rate]).toEqual([200, "0.92150000"]);
  });

  it("refuses a cash discount with days but no percent, and category O beside others", async () => {
    expect(
      await company.call("POST", `${INVOICES}/preview/`, company.owner, {
        debtor: company.debtor,
        ...MARCH,
        cash_discount_days: 10,
        cash_discount_percent: null,
      }),
    ).toEqual({
      status: 400,
      body: { non_field_errors: ["Enter both the days and the percent of the cash discount."] },
    });
    expect(
      await company.call("POST", `${INVOICES}/preview/`, company.owner, {
        debtor: company.debtor,
        ...MARCH,
        include_time: false,
        manual_lines: [
          { description: "Here", unit_price: "10" },
          { description: "Abroad", unit_price: "10", tax_category: "O" },
        ],
      }),
    ).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          "An invoice outside the scope of VAT (category O) cannot have lines of other VAT categories.",
        ],
      },
    });
  });

  it("credits lines once, amounts only on invoices of one rate, never more than the invoice", async () => {
    const { call, owner } = company;
    const id = await draft({
      debtor: company.debtor,
      manual_lines: [
        { description: "Workshop", unit_price: "500.00" },
        { description: "Book", unit_price: "20.00", tax_rate: "7" },
      ],
    });
    const issued = (await issue(id)).body;
    const cancel = (body: Record<string, unknown>) =>
      call("POST", `${INVOICES}/${id}/cancel/`, owner, body);
    expect(await cancel({ lines: [issued.lines[0].id], amount: "10.00" })).toEqual({
      status: 400,
      body: { non_field_errors: ["Choose either lines or an amount to credit, not both."] },
    });
    expect(await cancel({ amount: "10.00" })).toEqual({
      status: 400,
      body: {
        non_field_errors: ["This invoice has several VAT rates: choose the lines to credit."],
      },
    });
    expect(await cancel({ lines: [999_999] })).toEqual({
      status: 400,
      body: { lines: ['Invalid pk "999999" - object does not exist.'] },
    });
    const first = await cancel({ lines: [issued.lines[1].id] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      type_code: "381",
      corrected_invoice: id,
      net_total: "20.00",
      gross_total: "21.40",
      due_date: null,
    });
    expect(await cancel({ lines: [issued.lines[1].id] })).toEqual({
      status: 400,
      body: { non_field_errors: ["Line 2 is already credited."] },
    });
    expect(await cancel({})).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          "This invoice has partial credit notes: choose the lines or the amount still to credit.",
        ],
      },
    });
    const original = await call("GET", `${INVOICES}/${id}/`, owner);
    expect(original.body).toMatchObject({
      status: "issued",
      credited_total: "21.40",
      credit_notes: [first.body.id],
      amount_due: "595.00",
      payment_status: "unpaid",
    });
    // The rest, by its line: the invoice is then fully credited, and owes nothing.
    const rest = await cancel({ lines: [issued.lines[0].id] });
    expect(rest.status).toBe(201);
    expect((await call("GET", `${INVOICES}/${id}/`, owner)).body).toMatchObject({
      credited_total: "616.40",
      amount_due: "0.00",
      status: "issued",
    });
    const single = await draft({ debtor: company.debtor });
    await issue(single);
    expect(
      await call("POST", `${INVOICES}/${single}/cancel/`, owner, { amount: "150.00" }),
    ).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          "The credit exceeds what remains to be credited on this invoice (119.00).",
        ],
      },
    });
  });

  it("deducts only issued advance invoices of the debtor, once", async () => {
    const { call, owner } = company;
    const advanceDraft = await draft({ debtor: company.debtor, type_code: "386" });
    const advance = (await issue(advanceDraft)).body;
    expect(advance).toMatchObject({ type_code: "386", gross_total: "119.00" });
    const otherDebtor = await debtorWithWork(context.app, owner, {
      name: "Other",
      country: "AT",
      vat_id: "ATU13585627",
      tax_treatment: "reverse_charge",
    });
    expect(
      await call("POST", `${INVOICES}/`, owner, {
        debtor: otherDebtor,
        ...MARCH,
        advance_invoices: [advance.id],
      }),
    ).toEqual({
      status: 400,
      body: {
        advance_invoices: [
          `${advance.number} is not an issued advance invoice of this debtor in this currency.`,
        ],
      },
    });
    expect(
      await call("POST", `${INVOICES}/`, owner, {
        debtor: company.debtor,
        ...MARCH,
        type_code: "386",
        manual_lines: [{ description: "Second advance", unit_price: "100.00" }],
        advance_invoices: [advance.id],
      }),
    ).toEqual({
      status: 400,
      body: { advance_invoices: ["An advance invoice cannot deduct other advance invoices."] },
    });
    const final = await draft({
      debtor: company.debtor,
      manual_lines: [{ description: "All of it", unit_price: "300.00" }],
      advance_invoices: [advance.id],
    });
    const issuedFinal = (await issue(final)).body;
    expect(issuedFinal).toMatchObject({
      gross_total: "357.00",
      prepaid_total: "119.00",
      amount_due: "238.00",
      advance_invoices: [advance.id],
    });
    expect(
      await call("POST", `${INVOICES}/`, owner, {
        debtor: company.debtor,
        ...MARCH,
        include_time: false,
        manual_lines: [{ description: "Again", unit_price: "300.00" }],
        advance_invoices: [advance.id],
      }),
    ).toEqual({
      status: 400,
      body: {
        advance_invoices: [
          `The advance invoice ${advance.number} is already deducted by ${issuedFinal.number}.`,
        ],
      },
    });
  });
});
