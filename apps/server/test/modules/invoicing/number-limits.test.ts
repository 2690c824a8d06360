import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { company as companyTable, invoiceNumberCounter } from "../../../src/db/schema/index.ts";
import { INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };
const TOO_LONG = (length: number) =>
  `Ensure the invoice numbers have no more than 50 characters: the number pattern with the prefix and a 10-digit counter gives up to ${length}.`;

/** The counter's and the number's limits: refused when saved, and never a 500 when issuing. */
describe("invoice number limits", () => {
  const context = useTestApp();
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  let url: string;

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
    url = `/api/masterdata/company-info/${company.companyId}/`;
  });

  const settings = (body: Record<string, unknown>) =>
    company.call("PATCH", url, company.owner, body);
  const draft = async () => {
    const created = await company.call("POST", `${INVOICES}/`, company.owner, {
      debtor: company.debtor,
      ...MARCH,
      include_time: false,
      manual_lines: [{ description: "Retainer", unit_price: "500" }],
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    return created.body.id as number;
  };
  const issue = async (id: number) => {
    const response = await context.app.inject({
      method: "POST",
      url: `${INVOICES}/${id}/issue/`,
      headers: company.owner.headers,
      payload: { issue_date: "2026-04-01" },
    });
    const body = response.json();
    return response.statusCode === 200
      ? { status: 200, number: body.number as string }
      : { status: response.statusCode, body };
  };
  /** Settings as an older version could store them, past what a write accepts now. */
  const storeDirectly = (values: Partial<typeof companyTable.$inferInsert>) =>
    context.database.db
      .update(companyTable)
      .set(values)
      .where(eq(companyTable.id, company.companyId));

  it("refuses a next number the counter could overflow from, and one of 999999999 counts on", async () => {
    for (const next_invoice_number of [2147483646, 1_000_000_000]) {
      expect(await settings({ next_invoice_number, invoice_counter_reset: "never" })).toEqual({
        status: 400,
        body: { next_invoice_number: ["Ensure this value is less than or equal to 999999999."] },
      });
    }
    const saved = await settings({
      next_invoice_number: 999_999_999,
      invoice_counter_reset: "never",
      invoice_number_pattern: "{seq:4}",
    });
    expect(saved.body).toMatchObject({ next_invoice_number: 999_999_999 });
    expect([await issue(await draft()), await issue(await draft())]).toEqual([
      { status: 200, number: "999999999" },
      { status: 200, number: "1000000000" },
    ]);
  });

  it("refuses a pattern or prefix whose longest number exceeds the 50 characters stored", async () => {
    // 41 characters and a counter of up to 10 digits: 51.
    expect(await settings({ invoice_number_pattern: `${"X".repeat(41)}{seq}` })).toEqual({
      status: 400,
      body: { invoice_number_pattern: [TOO_LONG(51)] },
    });
    // {seq:N} is padded to N digits, never cut: still up to 10, and 50 in all fits.
    expect(await settings({ invoice_number_pattern: `${"X".repeat(40)}{seq:3}` })).toEqual({
      status: 200,
      body: expect.objectContaining({ invoice_number_pattern: `${"X".repeat(40)}{seq:3}` }),
    });
    // {YYYY} is 4 characters, {YY} and {MM} 2, {prefix} the prefix (saved or sent with it).
    const pattern = `{prefix}/{YYYY}/{YY}{MM}/${"X".repeat(13)}/{seq}`;
    expect(
      await settings({ invoice_number_pattern: pattern, invoice_prefix: "P".repeat(20) }),
    ).toEqual({ status: 400, body: { invoice_number_pattern: [TOO_LONG(55)] } });
    expect(
      await settings({ invoice_number_pattern: pattern, invoice_prefix: "P".repeat(15) }),
    ).toEqual({
      status: 200,
      body: expect.objectContaining({
        invoice_number_pattern: pattern,
        invoice_prefix: "P".repeat(15),
      }),
    });
    expect(await settings({ invoice_prefix: "P".repeat(16) })).toEqual({
      status: 400,
      body: { invoice_prefix: [TOO_LONG(51)] },
    });
    // In the caller's language.
    const german = await context.app.inject({
      method: "PATCH",
      url,
      headers: { ...company.owner.headers, "accept-language": "de" },
      payload: { invoice_prefix: "P".repeat(16) },
    });
    expect([german.statusCode, german.json()]).toEqual([
      400,
      {
        invoice_prefix: [
          "Stelle sicher, dass die Rechnungsnummern nicht mehr als 50 Zeichen lang sind: Das Nummernmuster ergibt mit dem Präfix und einem 10-stelligen Zähler bis zu 51 Zeichen.",
        ],
      },
    ]);
    // A refused write changes nothing.
    expect((await company.call("GET", url, company.owner)).body).toMatchObject({
      invoice_number_pattern: pattern,
      invoice_prefix: "P".repeat(15),
    });
  });

  it("refuses to issue past the counter's end or with a number too long, and keeps the draft", async () => {
    await storeDirectly({
      nextInvoiceNumber: 2147483646,
      invoiceCounterReset: "never",
      invoiceNumberPattern: "{seq}",
    });
    // A running counter continues from next_invoice_number once it starts anew.
    await context.database.db
      .delete(invoiceNumberCounter)
      .where(eq(invoiceNumberCounter.companyId, company.companyId));
    expect([await issue(await draft()), await issue(await draft())]).toEqual([
      { status: 200, number: "2147483646" },
      { status: 200, number: "2147483647" },
    ]);
    const third = await draft();
    const exhausted = {
      status: 400,
      body: {
        non_field_errors: [
          "The invoice counter has reached its largest value, 2147483647: no further invoice number can be drawn.",
        ],
      },
    };
    expect(await issue(third)).toEqual(exhausted);
    expect(await issue(third)).toEqual(exhausted);
    expect((await company.call("GET", `${INVOICES}/${third}/`, company.owner)).body).toMatchObject({
      status: "draft",
      number: null,
    });

    const long = `${"X".repeat(30)}-{prefix}-{seq}`;
    await storeDirectly({
      invoiceNumberPattern: long,
      invoicePrefix: "P".repeat(20),
      invoiceCounterReset: "yearly",
    });
    expect(await issue(third)).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          `The invoice number ${"X".repeat(30)}-${"P".repeat(20)}-1 would be longer than 50 characters. Shorten the number pattern or the prefix in the company's invoice settings.`,
        ],
      },
    });
    // The refused issue took no number: a shorter prefix gives the draft number 1.
    await storeDirectly({ invoicePrefix: "P" });
    expect(await issue(third)).toEqual({ status: 200, number: `${"X".repeat(30)}-P-1` });
  });
});
