import { INVOICE_MESSAGES } from "@tempus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { addLog, INVOICES, invoicingCompany } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const PM = "/api/projectmanagement";
const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };

/** Numbers, counters and the settings behind them; run on PostgreSQL too (real parallel transactions). */
describe("invoice numbers", () => {
  const context = useTestApp();
  let company: Awaited<ReturnType<typeof invoicingCompany>>;

  beforeAll(async () => {
    company = await invoicingCompany(context.app, context.database.db);
  });

  const draft = async (debtor = company.debtor) => {
    const created = await company.call("POST", `${INVOICES}/`, company.owner, {
      debtor,
      ...MARCH,
      include_time: false,
      manual_lines: [{ description: "Retainer", unit_price: "500" }],
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    return created.body.id as number;
  };
  const issue = (id: number, issue_date = "2026-04-01") =>
    context.app.inject({
      method: "POST",
      url: `${INVOICES}/${id}/issue/`,
      headers: company.owner.headers,
      payload: { issue_date },
    });

  it("gives 20 parallel issues the numbers 1 to 20, none twice, none skipped", async () => {
    const incomplete = (
      await company.call("POST", `${PM}/debtor/`, company.owner, { name: "Nowhere Ltd" })
    ).body.id;
    const ids: number[] = [];
    for (let index = 0; index < 20; index += 1) ids.push(await draft());
    // A failing issue among them (the buyer has no address) takes no number.
    const failing = await draft(incomplete);
    const responses = await Promise.all(
      [...ids.slice(0, 10), failing, ...ids.slice(10)].map((id) => issue(id)),
    );
    const failed = responses.filter((response) => response.statusCode !== 200);
    expect(failed.map((response) => [response.statusCode, response.json()])).toEqual([
      [400, { non_field_errors: ["Complete the debtor's invoice data first: city, country."] }],
    ]);
    const numbers = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json().number as string)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `2026-${String(index + 1).padStart(4, "0")}`),
    );
    expect((await issue(await draft())).json().number).toBe("2026-0021");
  });

  it("shows the number issuing will take, without drawing it", async () => {
    const id = await draft();
    const next = (query = "") =>
      company.call("GET", `${INVOICES}/${id}/next-number/${query}`, company.owner);
    expect(await next("?issue_date=2026-04-01")).toEqual({
      status: 200,
      body: { number: "2026-0022", issue_date: "2026-04-01" },
    });
    // Asking twice draws nothing; another year starts at 1.
    expect((await next("?issue_date=2026-04-01")).body.number).toBe("2026-0022");
    expect((await next("?issue_date=2028-01-01")).body.number).toBe("2028-0001");
    expect(await next("?issue_date=2026-02-30")).toEqual({
      status: 400,
      body: { issue_date: ["Enter a valid date."] },
    });
    expect((await issue(id)).json().number).toBe("2026-0022");
    expect(await next()).toEqual({
      status: 400,
      body: { non_field_errors: ["Only a draft invoice can be changed."] },
    });
  });

  it("starts each year's counter at 1", async () => {
    expect((await issue(await draft(), "2027-01-02")).json().number).toBe("2027-0001");
    expect((await issue(await draft(), "2026-12-31")).json().number).toBe("2026-0023");
  });

  it("follows the company's pattern with a running counter from next_invoice_number", async () => {
    const { call, owner, companyId } = company;
    const url = `/api/masterdata/company-info/${companyId}/`;
    expect(await call("PATCH", url, owner, { invoice_number_pattern: "RE-{YYYY}" })).toEqual({
      status: 400,
      body: { invoice_number_pattern: [INVOICE_MESSAGES.invalidPattern] },
    });
    expect(await call("PATCH", url, owner, { invoice_number_pattern: "{seq}-{seq:2}" })).toEqual({
      status: 400,
      body: { invoice_number_pattern: [INVOICE_MESSAGES.invalidPattern] },
    });
    expect(await call("PATCH", url, owner, { invoice_counter_reset: "monthly" })).toEqual({
      status: 400,
      body: { invoice_counter_reset: ['"monthly" is not a valid choice.'] },
    });
    const changed = await call("PATCH", url, owner, {
      invoice_number_pattern: "{prefix}{YY}{MM}/{seq:3}",
      invoice_prefix: "RE-",
      invoice_counter_reset: "never",
      next_invoice_number: 42,
      invoice_footer: "Registergericht Berlin HRB 12345",
    });
    expect(changed.body).toMatchObject({
      invoice_number_pattern: "{prefix}{YY}{MM}/{seq:3}",
      invoice_counter_reset: "never",
      invoice_footer: "Registergericht Berlin HRB 12345",
      legal_name: "Muster Consulting GmbH",
      account_holder: "Muster Consulting GmbH",
    });
    expect((await issue(await draft(), "2026-05-04")).json().number).toBe("RE-2605/042");
    expect((await issue(await draft(), "2027-02-01")).json().number).toBe("RE-2702/043");
  });

  it("refuses a number the pattern gives twice, and keeps the draft and the counter", async () => {
    const { call, owner, companyId } = company;
    const url = `/api/masterdata/company-info/${companyId}/`;
    // A yearly counter without the year in the pattern repeats its numbers every year.
    await call("PATCH", url, owner, {
      invoice_number_pattern: "A{seq:3}",
      invoice_counter_reset: "yearly",
    });
    const first = await draft();
    expect((await issue(first, "2030-01-05")).json().number).toBe("A001");
    const second = await draft();
    const refused = await issue(second, "2031-01-05");
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      {
        non_field_errors: [
          "The invoice number A001 is already taken. Change the number pattern or the next number in the company's invoice settings.",
        ],
      },
    ]);
    expect((await call("GET", `${INVOICES}/${second}/`, owner)).body).toMatchObject({
      status: "draft",
      number: null,
    });
    // With the year in the pattern, 2031 still starts at 1: the refused issue used no number.
    await call("PATCH", url, owner, { invoice_number_pattern: "A{YYYY}-{seq:3}" });
    expect((await issue(second, "2031-01-05")).json().number).toBe("A2031-001");
    // A credit note draws from the same counter and is refused the same way.
    await call("PATCH", url, owner, { invoice_number_pattern: "A{seq:3}" });
    expect(
      await call("POST", `${INVOICES}/${first}/cancel/`, owner, { issue_date: "2032-01-05" }),
    ).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          "The invoice number A001 is already taken. Change the number pattern or the next number in the company's invoice settings.",
        ],
      },
    });
    expect((await call("GET", `${INVOICES}/${first}/`, owner)).body.status).toBe("issued");
  });

  it("keeps the buyer's invoice data on the debtor", async () => {
    const { call, owner } = company;
    const created = await call("POST", `${PM}/debtor/`, owner, {
      name: "Bundesamt",
      invoice_email: "rechnung@bund.example",
      buyer_reference: "991-12345-67",
      tax_treatment: "exempt",
      tax_exemption_reason: "§ 4 Nr. 21 UStG",
      einvoice_format: "xrechnung",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      invoice_email: "rechnung@bund.example",
      buyer_reference: "991-12345-67",
      tax_treatment: "exempt",
      tax_exemption_reason: "§ 4 Nr. 21 UStG",
      einvoice_format: "xrechnung",
    });
    expect(
      await call("PATCH", `${PM}/debtor/${created.body.id}/`, owner, {
        invoice_email: "no",
        tax_treatment: "zero",
        einvoice_format: "pdf",
      }),
    ).toEqual({
      status: 400,
      body: {
        invoice_email: ["Enter a valid email address."],
        tax_treatment: ['"zero" is not a valid choice.'],
        einvoice_format: ['"pdf" is not a valid choice.'],
      },
    });
    // XRechnung needs the buyer's address as well as the reference.
    expect((await issue(await draft(created.body.id))).json()).toEqual({
      non_field_errors: ["Complete the debtor's invoice data first: city, country, zip_code."],
    });
  });

  it("lets only one of two parallel drafts take the same logs", async () => {
    const log = await addLog(context.app, company.owner, {
      project: company.alpha,
      start: "2026-03-09T08:00:00Z",
      end: "2026-03-09T09:00:00Z",
    });
    const body = { debtor: company.debtor, ...MARCH, projects: [company.alpha] };
    const responses = await Promise.all(
      [1, 2].map(() =>
        context.app.inject({
          method: "POST",
          url: `${INVOICES}/`,
          headers: company.owner.headers,
          payload: body,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 400]);
    const winner = responses.find((response) => response.statusCode === 201)?.json();
    expect(winner.lines.flatMap((line: { time_logs: number[] }) => line.time_logs)).toEqual([
      log.id,
    ]);
    const loser = responses.find((response) => response.statusCode === 400)?.json();
    expect([[INVOICE_MESSAGES.noLines], [INVOICE_MESSAGES.logsHeldElsewhere]]).toContainEqual(
      loser.non_field_errors,
    );
  });
});
