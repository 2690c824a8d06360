import { beforeEach, describe, expect, it } from "vitest";
import { logIn, signedInUser } from "../../helpers/accounts.ts";
import { addLog, BUYER, INVOICES, invoicingCompany, SELLER } from "../../helpers/invoicing.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const PM = "/api/projectmanagement";
const TIMESTAMP = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
const MARCH = { service_from: "2026-03-01", service_until: "2026-03-31" };
const clock = { now: new Date("2026-04-05T10:00:00Z") };

/**
 * An invoice's life, stage by stage. Each test builds its own company and walks
 * the stages before its own (`draft`, `issued`, `paid`, `cancelled`), so any
 * test runs alone or in any order.
 */
describe("an invoice from draft to credit note", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  let company: Awaited<ReturnType<typeof invoicingCompany>>;
  let logs: { id: number }[];
  let draftId: number;

  beforeEach(async () => {
    clock.now = new Date("2026-04-05T10:00:00Z");
    company = await invoicingCompany(context.app, context.database.db);
    const { owner, alpha, beta } = company;
    logs = [
      await addLog(context.app, owner, {
        project: alpha,
        start: "2026-03-02T08:00:00Z",
        end: "2026-03-02T10:00:00Z",
      }),
      await addLog(context.app, owner, {
        project: beta,
        start: "2026-03-03T08:00:00Z",
        end: "2026-03-03T08:30:00Z",
      }),
    ];
  });

  /** The March draft of both logs, with a note. */
  const draft = async () => {
    const created = await company.call("POST", `${INVOICES}/`, company.owner, {
      debtor: company.debtor,
      ...MARCH,
      notes: "Thank you.",
    });
    draftId = created.body.id;
    return created;
  };
  /** The draft, issued on April 5th. */
  const issued = async () => {
    await draft();
    return company.call("POST", `${INVOICES}/${draftId}/issue/`, company.owner, {});
  };
  /** Issued, then on April 20th (its tokens signed in again): the clock of payments and credit notes. */
  const twoWeeksLater = async () => {
    clock.now = new Date("2026-04-20T10:00:00Z");
    // The access tokens of April 5th have expired by now: sign in again.
    for (const user of [company.owner, company.admin, company.member]) {
      const tokens = await logIn(context.app, user.username);
      user.headers.authorization = `Bearer ${tokens.access}`;
    }
  };
  /** Issued and paid in full. */
  const paid = async () => {
    await issued();
    await twoWeeksLater();
    await company.call("POST", `${INVOICES}/${draftId}/payment/`, company.owner, {
      date: "2026-04-20",
      amount: "297.50",
    });
  };
  /** Paid, then cancelled by a credit note that releases the logs. */
  const cancelled = async () => {
    await paid();
    return company.call("POST", `${INVOICES}/${draftId}/cancel/`, company.owner, {
      notes: "Cancels 2026-0001.",
    });
  };

  const seller = {
    name: SELLER.legal_name,
    street: SELLER.street,
    zip_code: SELLER.zip_code,
    city: SELLER.city,
    country: SELLER.country,
    vat_id: SELLER.vat_id,
    tax_number: SELLER.tax_number,
    email: SELLER.email,
    phone: SELLER.phone,
    iban: SELLER.iban,
    bic: SELLER.bic,
    account_holder: SELLER.account_holder,
    buyer_reference: "",
    tax_treatment: "standard",
    tax_exemption_reason: "",
    legal_registration_id: "",
    legal_registration_scheme: "",
    register_court: "",
    identifier: "",
    identifier_scheme: "",
    electronic_address: SELLER.email,
    electronic_address_scheme: "EM",
    contact_name: SELLER.legal_name,
    legal_info: "",
    tax_regime: "standard",
  };
  const buyer = {
    name: BUYER.name,
    street: BUYER.street,
    zip_code: BUYER.zip_code,
    city: BUYER.city,
    country: BUYER.country,
    vat_id: BUYER.vat_id,
    tax_number: "",
    email: BUYER.invoice_email,
    phone: "",
    iban: "",
    bic: "",
    account_holder: "",
    buyer_reference: "",
    tax_treatment: "standard",
    tax_exemption_reason: "",
    legal_registration_id: "",
    legal_registration_scheme: "",
    register_court: "",
    identifier: "",
    identifier_scheme: "",
    electronic_address: BUYER.invoice_email,
    electronic_address_scheme: "EM",
    contact_name: "",
    legal_info: "",
    tax_regime: "standard",
  };
  const totals = {
    net_total: "250.00",
    tax_total: "47.50",
    gross_total: "297.50",
    tax_breakdown: [
      {
        tax_category: "S",
        tax_rate: "19.00",
        taxable_amount: "250.00",
        tax_amount: "47.50",
        exemption_reason: "",
        exemption_code: "",
      },
    ],
  };
  const lines = () => [
    {
      id: expect.any(Number),
      position: 1,
      description: "Alpha",
      quantity: "2.0000",
      unit_code: "HUR",
      unit_price: "95.0000",
      net_amount: "190.00",
      tax_category: "S",
      tax_rate: "19.00",
      exemption_reason: "",
      project: company.alpha,
      activity: null,
      user: null,
      day: null,
      time_logs: [logs[0].id],
    },
    {
      id: expect.any(Number),
      position: 2,
      description: "Beta",
      quantity: "0.5000",
      unit_code: "HUR",
      unit_price: "120.0000",
      net_amount: "60.00",
      tax_category: "S",
      tax_rate: "19.00",
      exemption_reason: "",
      project: company.beta,
      activity: null,
      user: null,
      day: null,
      time_logs: [logs[1].id],
    },
  ];
  const draftBody = () => ({
    id: draftId,
    number: null,
    type_code: "380",
    status: "draft",
    payment_status: null,
    debtor: company.debtor,
    issue_date: null,
    due_date: null,
    ...MARCH,
    currency: "EUR",
    language: "en",
    grouping: "project",
    projects: [],
    tax_rate: "19.00",
    notes: "Thank you.",
    corrected_invoice: null,
    credit_note: null,
    credit_notes: [],
    credited_total: "0.00",
    advance_invoices: [],
    seller: null,
    buyer: null,
    ...totals,
    paid_total: "0.00",
    prepaid_total: "0.00",
    buyer_reference: null,
    order_reference: "",
    contract_reference: "",
    project_reference: "",
    cash_discount_days: null,
    cash_discount_percent: null,
    payment_reference: null,
    exchange_rate: null,
    amount_due: "297.50",
    sent_at: null,
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
    lines: lines(),
    payments: [],
    delivery_status: null,
    delivery_error: null,
    delivered_at: null,
  });

  it("creates a draft that holds its logs", async () => {
    const { call, owner, debtor } = company;
    const created = await draft();
    expect(created.status).toBe(201);
    expect(created.body).toEqual(draftBody());
    // A second draft finds nothing left to bill; the preview does not see the held logs either.
    expect(await call("POST", `${INVOICES}/`, owner, { debtor, ...MARCH })).toEqual({
      status: 400,
      body: { non_field_errors: ["An invoice needs at least one line."] },
    });
    // Held, not yet invoiced: the logs are still open to change.
    const log = await call("GET", `${PM}/timelog/${logs[0].id}/`, owner);
    expect(log.body.invoice).toBeNull();
  });

  it("changes a draft by building it again", async () => {
    const { call, owner } = company;
    await draft();
    const patched = await call("PATCH", `${INVOICES}/${draftId}/`, owner, {
      grouping: "total",
      manual_lines: [{ description: "Travel", unit_price: "40" }],
    });
    expect(patched.status).toBe(200);
    // One line per rate: Alpha's 95.00 and Beta's 120.00 are not blended into one price.
    expect(
      patched.body.lines.map((entry: { description: string; unit_price: string }) => [
        entry.description,
        entry.unit_price,
      ]),
    ).toEqual([
      ["Services 2026-03-01 to 2026-03-31", "95.0000"],
      ["Services 2026-03-01 to 2026-03-31", "120.0000"],
      ["Travel", "40.0000"],
    ]);
    expect(patched.body.notes).toBe("Thank you.");
    expect(patched.body.gross_total).toBe("345.10");
    const restored = await call("PATCH", `${INVOICES}/${draftId}/`, owner, {
      grouping: "project",
      manual_lines: [],
    });
    expect(restored.body).toEqual(draftBody());
    expect(await call("PATCH", `${INVOICES}/${draftId}/`, owner, { grouping: "week" })).toEqual({
      status: 400,
      body: { grouping: ['"week" is not a valid choice.'] },
    });
    expect(await call("PUT", `${INVOICES}/${draftId}/`, owner, { grouping: "day" })).toEqual({
      status: 400,
      body: {
        debtor: ["This field is required."],
        service_from: ["This field is required."],
        service_until: ["This field is required."],
      },
    });
  });

  it("deletes a draft and frees its logs", async () => {
    const { call, owner, debtor } = company;
    await draft();
    expect(await call("DELETE", `${INVOICES}/${draftId}/`, owner)).toEqual({
      status: 204,
      body: null,
    });
    expect((await call("GET", `${INVOICES}/${draftId}/`, owner)).status).toBe(404);
    // The logs bill again.
    const again = await call("POST", `${INVOICES}/`, owner, { debtor, ...MARCH });
    expect(again.status).toBe(201);
    expect(again.body.net_total).toBe("250.00");
  });

  it("refuses to issue while the seller's data is incomplete", async () => {
    const { call, owner, companyId } = company;
    await draft();
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      street: "",
      vat_id: "",
      tax_number: "",
    });
    expect(await call("POST", `${INVOICES}/${draftId}/issue/`, owner, {})).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          "Complete the company's invoice data first: street, vat_id or tax_number.",
        ],
      },
    });
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, SELLER);
    expect((await call("POST", `${INVOICES}/${draftId}/issue/`, owner, {})).status).toBe(200);
  });

  it("issues: number, frozen parties, due date, logs linked and locked", async () => {
    const { call, owner, companyId } = company;
    expect(await issued()).toEqual({
      status: 200,
      body: {
        ...draftBody(),
        number: "2026-0001",
        status: "issued",
        payment_status: "unpaid",
        issue_date: "2026-04-05",
        due_date: "2026-04-19",
        seller,
        buyer,
        buyer_reference: "",
        payment_reference: "2026-0001",
      },
    });
    for (const log of logs) {
      const read = await call("GET", `${PM}/timelog/${log.id}/`, owner);
      expect(read.body.invoice).toBe(draftId);
      expect(await call("PATCH", `${PM}/timelog/${log.id}/`, owner, { description: "x" })).toEqual({
        status: 400,
        body: { non_field_errors: ["This time log is invoiced and can no longer be changed."] },
      });
      expect(await call("DELETE", `${PM}/timelog/${log.id}/`, owner)).toEqual({
        status: 400,
        body: { non_field_errors: ["This time log is invoiced and can no longer be changed."] },
      });
    }
    const notDraft = {
      status: 400,
      body: { non_field_errors: ["Only a draft invoice can be changed."] },
    };
    expect(await call("PATCH", `${INVOICES}/${draftId}/`, owner, { notes: "x" })).toEqual(notDraft);
    expect(await call("DELETE", `${INVOICES}/${draftId}/`, owner)).toEqual(notDraft);
    expect(await call("POST", `${INVOICES}/${draftId}/issue/`, owner, {})).toEqual(notDraft);
    // Later changes to the company do not reach the issued invoice.
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, { city: "Hamburg" });
    expect((await call("GET", `${INVOICES}/${draftId}/`, owner)).body.seller).toEqual(seller);
  });

  it("marks it sent and records payments until it is paid", async () => {
    const { call, owner } = company;
    await issued();
    const sent = await call("POST", `${INVOICES}/${draftId}/mark-sent/`, owner);
    expect(sent.status).toBe(200);
    expect(sent.body.sent_at).toBe("2026-04-05T10:00:00.000Z");
    const part = await call("POST", `${INVOICES}/${draftId}/payment/`, owner, {
      date: "2026-04-10",
      amount: "100",
      note: "First rate",
    });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      payment_status: "partly_paid",
      paid_total: "100.00",
      amount_due: "197.50",
      payments: [
        {
          id: expect.any(Number),
          date: "2026-04-10",
          amount: "100.00",
          note: "First rate",
          created_at: TIMESTAMP,
        },
      ],
    });
    await twoWeeksLater();
    expect((await call("GET", `${INVOICES}/${draftId}/`, owner)).body.payment_status).toBe(
      "overdue",
    );
    expect(
      await call("POST", `${INVOICES}/${draftId}/payment/`, owner, {
        date: "2026-04-20",
        amount: "197.51",
      }),
    ).toEqual({ status: 400, body: { amount: ["The payment exceeds the amount due (197.50)."] } });
    expect(
      await call("POST", `${INVOICES}/${draftId}/payment/`, owner, {
        date: "2026-04-20",
        amount: "0",
      }),
    ).toEqual({ status: 400, body: { amount: ["Ensure this value is greater than 0."] } });
    expect(
      await call("POST", `${INVOICES}/${draftId}/payment/`, owner, {
        date: "2026-04-20",
        amount: "1.999",
      }),
    ).toEqual({ status: 400, body: { amount: ["A valid number is required."] } });
    const paid = await call("POST", `${INVOICES}/${draftId}/payment/`, owner, {
      date: "2026-04-20",
      amount: "197.50",
    });
    expect(paid.body).toMatchObject({
      payment_status: "paid",
      paid_total: "297.50",
      amount_due: "0.00",
    });
  });

  /** The released logs billed again by a fourth invoice, cancelled without releasing them. */
  const billedAgainAndKept = async () => {
    const { call, owner, debtor } = company;
    const again = await call("POST", `${INVOICES}/`, owner, { debtor, ...MARCH });
    const reissued = await call("POST", `${INVOICES}/${again.body.id}/issue/`, owner, {});
    const kept = await call("POST", `${INVOICES}/${again.body.id}/cancel/`, owner, {
      release_time_logs: false,
    });
    return { again, reissued, kept };
  };

  it("cancels by a credit note that releases the logs", async () => {
    const { call, owner, debtor } = company;
    const creditNote = await cancelled();
    expect(creditNote).toEqual({
      status: 201,
      body: {
        ...draftBody(),
        id: expect.any(Number),
        number: "2026-0002",
        type_code: "381",
        status: "issued",
        issue_date: "2026-04-20",
        // Nothing is due from the buyer: a credit note has no due date and no payment reference.
        due_date: null,
        notes: "Cancels 2026-0001.",
        corrected_invoice: draftId,
        seller,
        buyer,
        buyer_reference: "",
        lines: lines().map((entry) => ({ ...entry, time_logs: [] })),
      },
    });
    const original = await call("GET", `${INVOICES}/${draftId}/`, owner);
    expect(original.body).toMatchObject({
      status: "cancelled",
      payment_status: null,
      credit_note: creditNote.body.id,
    });
    for (const log of logs)
      expect((await call("GET", `${PM}/timelog/${log.id}/`, owner)).body.invoice).toBeNull();
    expect(await call("POST", `${INVOICES}/${draftId}/cancel/`, owner, {})).toEqual({
      status: 400,
      body: { non_field_errors: ["This invoice is already cancelled."] },
    });
    expect(await call("POST", `${INVOICES}/${creditNote.body.id}/cancel/`, owner, {})).toEqual({
      status: 400,
      body: { non_field_errors: ["A credit note cannot be cancelled."] },
    });
    // The released logs bill again; cancelled without releasing, they stay billed by it.
    const { again, reissued, kept } = await billedAgainAndKept();
    expect(again.status).toBe(201);
    expect(again.body.net_total).toBe("250.00");
    expect(reissued.body.number).toBe("2026-0003");
    expect(kept.status).toBe(201);
    expect((await call("GET", `${PM}/timelog/${logs[0].id}/`, owner)).body.invoice).toBe(
      again.body.id,
    );
    expect(await call("POST", `${INVOICES}/preview/`, owner, { debtor, ...MARCH })).toEqual({
      status: 400,
      body: { non_field_errors: ["An invoice needs at least one line."] },
    });
  });

  it("lists with filters for status, debtor, issue period and number", async () => {
    const { call, owner } = company;
    await cancelled();
    await billedAgainAndKept();
    const numbers = async (query: string) =>
      (await call("GET", `${INVOICES}/?${query}`, owner)).body.results.map(
        (entry: { number: string }) => entry.number,
      );
    expect(await numbers("")).toEqual(["2026-0004", "2026-0003", "2026-0002", "2026-0001"]);
    expect(await numbers("status=cancelled")).toEqual(["2026-0003", "2026-0001"]);
    expect(await numbers(`debtor=${company.debtor}&ordering=number`)).toEqual([
      "2026-0001",
      "2026-0002",
      "2026-0003",
      "2026-0004",
    ]);
    expect(await numbers("issued_after=2026-04-06&issued_before=2026-04-30")).toEqual([
      "2026-0004",
      "2026-0003",
      "2026-0002",
    ]);
    expect(await numbers("search=0002")).toEqual(["2026-0002"]);
    expect(
      await call("GET", `${INVOICES}/?status=paid&debtor=999999&issued_after=x`, owner),
    ).toEqual({
      status: 400,
      body: {
        status: ["Select a valid choice. That choice is not one of the available choices."],
        issued_after: ["Enter a valid date."],
      },
    });
    expect(await call("GET", `${INVOICES}/?debtor=999999`, owner)).toEqual({
      status: 400,
      body: { debtor: ["Select a valid choice. That choice is not one of the available choices."] },
    });
    expect(await call("GET", `${INVOICES}/?issued_after=2026-13-01`, owner)).toEqual({
      status: 400,
      body: { issued_after: ["Enter a valid date."] },
    });
  });

  it("is for owners and admins only; another company's invoice is not found", async () => {
    const { call, admin, member } = company;
    await issued();
    expect((await call("GET", `${INVOICES}/${draftId}/`, admin)).status).toBe(200);
    const forbidden = {
      status: 403,
      body: { detail: "You do not have permission to perform this action." },
    };
    expect(await call("GET", `${INVOICES}/`, member)).toEqual(forbidden);
    expect(await call("GET", `${INVOICES}/${draftId}/`, member)).toEqual(forbidden);
    expect(await call("POST", `${INVOICES}/`, member, {})).toEqual(forbidden);
    expect(await call("GET", `${INVOICES}/${draftId}/cii/`, member)).toEqual(forbidden);
    const stranger = await signedInUser(context.app);
    const notFound = { status: 404, body: { detail: "Not found." } };
    expect(await call("GET", `${INVOICES}/${draftId}/`, stranger)).toEqual(notFound);
    expect(
      await call("POST", `${INVOICES}/${draftId}/payment/`, stranger, {
        date: "2026-04-01",
        amount: "1",
      }),
    ).toEqual(notFound);
    expect(await call("POST", `${INVOICES}/${draftId}/cancel/`, stranger, {})).toEqual(notFound);
    expect(
      (
        await context.app.inject({
          method: "GET",
          url: `${INVOICES}/${draftId}/ubl/`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call("GET", `${INVOICES}/`, stranger)).body.count).toBe(0);
    expect(
      await call("POST", `${INVOICES}/preview/`, stranger, { debtor: company.debtor, ...MARCH }),
    ).toEqual({
      status: 400,
      body: { debtor: [`Invalid pk "${company.debtor}" - object does not exist.`] },
    });
  });
});
