import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const TIMESTAMP = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
type Who = { headers: Record<string, string> };

describe("what a member sees of projects, debtors, rules and the company", () => {
  const context = useTestApp({ deps: { mailer: captureMailer() } });
  let call: ReturnType<typeof caller>;
  let owner: Who;
  let admin: Who;
  let member: Who;
  let companyId: number;
  let projectId: number;
  let debtorId: number;
  let ruleId: number;

  const log = (who: Who, start: string, end: string, billable: boolean) =>
    call("POST", `${BASE}/timelog/`, who, { project: projectId, start, end, billable });

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app);
    companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    admin = await addMember(context.app, context.database.db, companyId, "admin");
    member = await addMember(context.app, context.database.db, companyId, "member");
    const { debtor, project } = await buildProject(context.app, owner, {
      budget_hours: "10",
      budget_amount: "1000",
    });
    projectId = project.id;
    debtorId = debtor.id;
    const rule = await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: projectId,
      rate_type: "hourly",
      rate: "100",
      internal_rate: "40",
      description: "Project rate",
    });
    expect(rule.status).toBe(201);
    ruleId = rule.body.id;
    // The owner: 2 h billable and 1 h not; the member: 1 h billable and 30 min not.
    for (const [who, start, end, billable] of [
      [owner, "2026-03-02T08:00:00Z", "2026-03-02T10:00:00Z", true],
      [owner, "2026-03-02T11:00:00Z", "2026-03-02T12:00:00Z", false],
      [member, "2026-03-03T08:00:00Z", "2026-03-03T09:00:00Z", true],
      [member, "2026-03-03T10:00:00Z", "2026-03-03T10:30:00Z", false],
    ] as const) {
      expect((await log(who, start, end, billable)).status).toBe(201);
    }
  });

  const projectBody = {
    id: expect.any(Number),
    debtor: expect.any(Number),
    name: "Website relaunch",
    description: "",
    color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    currency: "EUR",
    billable_by_default: true,
    budget_hours: "10.00",
    budget_amount: "1000.00",
    budget_monthly: false,
    budget_alert_thresholds: [80, 100],
    budget_alert_members: false,
    start_date: null,
    end_date: null,
    is_archived: false,
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
  };

  it("gives the owner and admins the whole project's totals", async () => {
    for (const who of [owner, admin]) {
      expect(await call("GET", `${BASE}/project/${projectId}/`, who)).toEqual({
        status: 200,
        body: {
          ...projectBody,
          tracked_seconds: 4.5 * 3600,
          billable_seconds: 3 * 3600,
          billable_amount: "300.00",
          unbilled_amount: "300.00",
          budget_hours_used_percent: 45,
          budget_amount_used_percent: 30,
        },
      });
    }
  });

  it("gives a member their own time, and no amounts or money budget (decision 039)", async () => {
    const { budget_amount: _budget, ...withoutMoney } = projectBody;
    expect(await call("GET", `${BASE}/project/${projectId}/`, member)).toEqual({
      status: 200,
      body: {
        ...withoutMoney,
        tracked_seconds: 1.5 * 3600,
        billable_seconds: 3600,
        budget_hours_used_percent: 45,
      },
    });
  });

  const debtorBody = {
    id: expect.any(Number),
    name: "Globex",
    contact_person: "",
    email: "",
    phone: "",
    street: "",
    zip_code: "",
    city: "",
    country: "",
    vat_id: "",
    currency: "EUR",
    payment_terms_days: null,
    invoice_email: "",
    buyer_reference: "",
    tax_treatment: "standard",
    tax_exemption_reason: "",
    einvoice_format: "none",
    registration_id: "",
    registration_scheme: "",
    electronic_address: "",
    electronic_address_scheme: "",
    notes: "",
    is_archived: false,
    budget_hours: null,
    budget_amount: null,
    budget_monthly: false,
    budget_alert_thresholds: [80, 100],
    budget_alert_members: false,
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
  };

  it("counts a debtor's billable unbilled hours with their amount, a member's own hours", async () => {
    for (const who of [owner, admin]) {
      expect(await call("GET", `${BASE}/debtor/${debtorId}/`, who)).toEqual({
        status: 200,
        body: {
          ...debtorBody,
          unbilled_seconds: 3 * 3600,
          unbilled_amounts: [{ currency: "EUR", amount: "300.00" }],
          unbilled_from: "2026-03-02",
          unbilled_until: "2026-03-03",
        },
      });
    }
    const { budget_amount: _budget, ...withoutMoney } = debtorBody;
    expect(await call("GET", `${BASE}/debtor/${debtorId}/`, member)).toEqual({
      status: 200,
      body: {
        ...withoutMoney,
        unbilled_seconds: 3600,
        unbilled_from: "2026-03-03",
        unbilled_until: "2026-03-03",
      },
    });
  });

  const ruleBody = {
    id: expect.any(Number),
    debtor: null,
    project: expect.any(Number),
    activity: null,
    user: null,
    rate_type: "hourly",
    rate: "100.00",
    valid_from: null,
    valid_until: null,
    description: "Project rate",
    created_at: TIMESTAMP,
    updated_at: TIMESTAMP,
  };

  it("sends a rule's rates to the owner and admins only (decision 039)", async () => {
    for (const who of [owner, admin]) {
      expect(await call("GET", `${BASE}/hourly-rate-rule/${ruleId}/`, who)).toEqual({
        status: 200,
        body: { ...ruleBody, internal_rate: "40.00" },
      });
      expect(
        (await call("GET", `${BASE}/hourly-rate-rule/?project=${projectId}`, who)).body.results,
      ).toEqual([{ ...ruleBody, internal_rate: "40.00" }]);
    }
    const { rate: _rate, ...withoutRate } = ruleBody;
    expect(await call("GET", `${BASE}/hourly-rate-rule/${ruleId}/`, member)).toEqual({
      status: 200,
      body: withoutRate,
    });
    expect(await call("GET", `${BASE}/hourly-rate-rule/?project=${projectId}`, member)).toEqual({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [withoutRate] },
    });
  });

  it("sends the company's finance and invoicing data to the owner and admins only", async () => {
    const finance = {
      vat_id: "DE123456788",
      tax_number: "12/345/67890",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      default_hourly_rate: "80.00",
      invoice_prefix: "RE",
      next_invoice_number: 7,
      default_tax_rate: "19.00",
      payment_terms_days: 30,
      legal_name: "Acme GmbH",
      account_holder: "Acme GmbH",
      invoice_number_pattern: "{prefix}-{seq:4}",
      invoice_counter_reset: "never",
      invoice_footer: "Thank you.",
      registration_id: "HRB 12345",
      registration_scheme: "",
      register_court: "Amtsgericht Berlin-Charlottenburg",
      seller_identifier: "",
      seller_identifier_scheme: "",
      electronic_address: "DE123456788",
      electronic_address_scheme: "9930",
      invoice_contact_name: "Erika Muster",
      legal_info: "GmbH, Stammkapital 25.000 EUR",
      tax_regime: "standard",
      cash_discount_days: 10,
      cash_discount_percent: "2.00",
      payment_reference_kind: "number",
      late_payment_rate: null,
    };
    const changed = await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      ...finance,
      city: "Berlin",
    });
    expect(changed.status).toBe(200);
    const shared = {
      id: companyId,
      name: changed.body.name,
      company_image: null,
      street: "",
      zip_code: "",
      city: "Berlin",
      country: "",
      email: "",
      phone: "",
      website: "",
      default_currency: "EUR",
      timezone: "Europe/Berlin",
      locked_until: null,
      members_see_own_amounts: false,
      setup_completed: false,
    };
    for (const who of [owner, admin]) {
      expect(await call("GET", `/api/masterdata/company-info/${companyId}/`, who)).toEqual({
        status: 200,
        body: { ...shared, ...finance },
      });
    }
    expect(await call("GET", `/api/masterdata/company-info/${companyId}/`, member)).toEqual({
      status: 200,
      body: shared,
    });
    expect(await call("GET", "/api/masterdata/company-info/", member)).toEqual({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [shared] },
    });
  });
});
