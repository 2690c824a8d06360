import { nextProjectColor, PROJECT_COLORS } from "@tempus/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const TIMESTAMP = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);

describe("debtors, projects, activities and rules", () => {
  const context = useTestApp({ deps: { mailer: captureMailer() } });
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let companyId: number;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app);
    companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
  });

  it("creates a debtor and shows what is unbilled", async () => {
    const { status, body } = await call("POST", `${BASE}/debtor/`, owner, {
      name: "Initech",
      email: "billing@initech.example",
      country: "DE",
      currency: "CHF",
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      name: "Initech",
      contact_person: "",
      email: "billing@initech.example",
      phone: "",
      street: "",
      zip_code: "",
      city: "",
      country: "DE",
      vat_id: "",
      currency: "CHF",
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
      unbilled_seconds: 0,
      unbilled_amounts: [],
      unbilled_from: null,
      unbilled_until: null,
    });
  });

  it("validates a debtor", async () => {
    expect(await call("POST", `${BASE}/debtor/`, owner, { email: "x", currency: "XXY" })).toEqual({
      status: 400,
      body: { email: ["Enter a valid email address."] },
    });
    expect(await call("POST", `${BASE}/debtor/`, owner, { currency: "EUR" })).toEqual({
      status: 400,
      body: { name: ["This field is required."] },
    });
    expect(await call("POST", `${BASE}/debtor/`, owner, { name: "X", currency: "XXY" })).toEqual({
      status: 400,
      body: { currency: ['"XXY" is not a valid choice.'] },
    });
  });

  it("creates a project in its debtor's currency, then the company's", async () => {
    const debtor = await call("POST", `${BASE}/debtor/`, owner, {
      name: "Umbrella",
      currency: "USD",
    });
    const withDebtor = await call("POST", `${BASE}/project/`, owner, {
      name: "Vaccine portal",
      debtor: debtor.body.id,
      budget_hours: "100",
      color: "#336699",
    });
    expect(withDebtor).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        debtor: debtor.body.id,
        name: "Vaccine portal",
        description: "",
        color: "#336699",
        currency: "USD",
        billable_by_default: true,
        budget_hours: "100.00",
        budget_amount: null,
        budget_monthly: false,
        budget_alert_thresholds: [80, 100],
        budget_alert_members: false,
        start_date: null,
        end_date: null,
        is_archived: false,
        created_at: TIMESTAMP,
        updated_at: TIMESTAMP,
        tracked_seconds: 0,
        billable_seconds: 0,
        billable_amount: "0.00",
        unbilled_amount: "0.00",
        budget_hours_used_percent: 0,
        budget_amount_used_percent: null,
      },
    });
    const internal = await call("POST", `${BASE}/project/`, owner, { name: "Internal" });
    expect(internal.body.currency).toBe("EUR");
  });

  it("gives a project without a colour the next of the palette, counting the company's projects", async () => {
    const newcomer = await signedInUser(context.app);
    const colors = [];
    for (const body of [
      { name: "A" },
      { name: "B" },
      { name: "C", color: "#123456" },
      { name: "D" },
    ])
      colors.push((await call("POST", `${BASE}/project/`, newcomer, body)).body.color);
    expect(colors).toEqual([PROJECT_COLORS[0], PROJECT_COLORS[1], "#123456", PROJECT_COLORS[3]]);
    expect(nextProjectColor(PROJECT_COLORS.length + 1)).toBe(PROJECT_COLORS[1]);
  });

  it("validates a project, including references into another company", async () => {
    const stranger = await signedInUser(context.app);
    const foreign = await call("POST", `${BASE}/debtor/`, stranger, { name: "Not yours" });
    expect(
      await call("POST", `${BASE}/project/`, owner, { name: "P", debtor: foreign.body.id }),
    ).toEqual({
      status: 400,
      body: { debtor: [`Invalid pk "${foreign.body.id}" - object does not exist.`] },
    });
    expect(
      await call("POST", `${BASE}/project/`, owner, {
        name: "P",
        color: "orange",
        start_date: "2026-05-01",
        end_date: "2026-04-01",
      }),
    ).toEqual({ status: 400, body: { color: ["Enter a colour as #rrggbb."] } });
    expect(
      await call("POST", `${BASE}/project/`, owner, {
        name: "P",
        start_date: "2026-05-01",
        end_date: "2026-04-01",
      }),
    ).toEqual({ status: 400, body: { end_date: ["End date must not be before start date."] } });
    expect(await call("GET", `${BASE}/debtor/${foreign.body.id}/`, owner)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    const theirs = await call("POST", `${BASE}/project/`, stranger, { name: "Theirs" });
    expect((await call("GET", `${BASE}/project/${theirs.body.id}/`, stranger)).status).toBe(200);
    expect(await call("GET", `${BASE}/project/${theirs.body.id}/`, owner)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("lists with search, archive filter and pagination", async () => {
    const other = await signedInUser(context.app);
    for (const name of ["Alpha", "Beta", "Gamma"])
      await call("POST", `${BASE}/debtor/`, other, { name });
    const beta = (await call("GET", `${BASE}/debtor/?search=bet`, other)).body.results[0];
    await call("PATCH", `${BASE}/debtor/${beta.id}/`, other, { is_archived: true });
    const active = await call("GET", `${BASE}/debtor/?is_archived=false&page_size=1`, other);
    expect(active.body).toMatchObject({ count: 2, previous: null });
    expect(active.body.results.map((entry: { name: string }) => entry.name)).toEqual(["Alpha"]);
    expect(
      (await call("GET", `${BASE}/debtor/?ordering=-name`, other)).body.results.map(
        (entry: { name: string }) => entry.name,
      ),
    ).toEqual(["Gamma", "Beta", "Alpha"]);
    expect(await call("GET", `${BASE}/debtor/?is_archived=maybe`, other)).toEqual({
      status: 400,
      body: { is_archived: ["Must be a valid boolean."] },
    });
  });

  it("refuses to delete what history refers to, and deletes what it does not", async () => {
    const debtor = await call("POST", `${BASE}/debtor/`, owner, { name: "Soylent" });
    const project = await call("POST", `${BASE}/project/`, owner, {
      name: "Green",
      debtor: debtor.body.id,
    });
    expect(await call("DELETE", `${BASE}/debtor/${debtor.body.id}/`, owner)).toEqual({
      status: 400,
      body: { non_field_errors: ["This debtor has projects; archive it instead."] },
    });
    await call("POST", `${BASE}/timelog/`, owner, {
      project: project.body.id,
      start: "2026-03-02T09:00:00Z",
      end: "2026-03-02T10:00:00Z",
    });
    expect(await call("DELETE", `${BASE}/project/${project.body.id}/`, owner)).toEqual({
      status: 400,
      body: { non_field_errors: ["This project has time logs; archive it instead."] },
    });
    const empty = await call("POST", `${BASE}/project/`, owner, { name: "Empty" });
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: empty.body.id,
      rate_type: "hourly",
      rate: "50",
    });
    expect(await call("DELETE", `${BASE}/project/${empty.body.id}/`, owner)).toEqual({
      status: 204,
      body: null,
    });
  });

  it("manages activities, global or per project", async () => {
    const project = await call("POST", `${BASE}/project/`, owner, { name: "With activities" });
    const global = await call("POST", `${BASE}/activity/`, owner, {
      name: "Meetings",
      billable_by_default: false,
    });
    expect(global).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: "Meetings",
        description: "",
        color: "#4e342e",
        billable_by_default: false,
        project: null,
        is_archived: false,
        created_at: TIMESTAMP,
        updated_at: TIMESTAMP,
      },
    });
    const own = await call("POST", `${BASE}/activity/`, owner, {
      name: "Design",
      project: project.body.id,
    });
    await call("POST", `${BASE}/activity/`, owner, {
      name: "Elsewhere",
      project: (await call("POST", `${BASE}/project/`, owner, { name: "Other" })).body.id,
    });
    const usable = await call(
      "GET",
      `${BASE}/activity/?project=${project.body.id}&page_size=1000`,
      owner,
    );
    expect(usable.body.results.map((entry: { id: number }) => entry.id).sort()).toEqual(
      [global.body.id, own.body.id].sort(),
    );
  });

  it("creates, changes and deletes rate rules, with their validation", async () => {
    const created = await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      rate_type: "hourly",
      rate: "85",
      valid_from: "2026-01-01",
      description: "Standard",
    });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        debtor: null,
        project: null,
        activity: null,
        user: null,
        rate_type: "hourly",
        rate: "85.00",
        internal_rate: null,
        valid_from: "2026-01-01",
        valid_until: null,
        description: "Standard",
        created_at: TIMESTAMP,
        updated_at: TIMESTAMP,
      },
    });
    expect(await call("POST", `${BASE}/hourly-rate-rule/`, owner, {})).toEqual({
      status: 400,
      body: { rate_type: ["This field is required."], rate: ["This field is required."] },
    });
    expect(
      await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
        rate_type: "monthly",
        rate: "1.234",
      }),
    ).toEqual({
      status: 400,
      body: {
        rate_type: ['"monthly" is not a valid choice.'],
        rate: ["Ensure that there are no more than 2 decimal places."],
      },
    });
    expect(
      await call("PATCH", `${BASE}/hourly-rate-rule/${created.body.id}/`, owner, {
        valid_until: "2025-12-31",
      }),
    ).toEqual({
      status: 400,
      body: { valid_until: ["Valid until must not be before valid from."] },
    });
    expect(
      (await call("DELETE", `${BASE}/hourly-rate-rule/${created.body.id}/`, owner)).status,
    ).toBe(204);
  });

  it("lets members read master data but not write it", async () => {
    const member = await addMember(context.app, context.database.db, companyId, "member");
    expect((await call("GET", `${BASE}/project/`, member)).status).toBe(200);
    for (const path of ["debtor", "project", "activity", "hourly-rate-rule"]) {
      expect(await call("POST", `${BASE}/${path}/`, member, { name: "Nope" })).toEqual({
        status: 403,
        body: { detail: "You do not have permission to perform this action." },
      });
    }
  });
});
