import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { acrossCompanies } from "../../../src/db/across-companies.ts";
import { debtorBudgetAlertSent } from "../../../src/db/schema/index.ts";
import { sendBudgetAlerts } from "../../../src/modules/budgets/index.ts";
import { logIn, signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const PUBLIC_URL = "https://tempus.example";
const TIMESTAMP = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
const clock = { now: new Date("2026-11-02T08:00:00Z") };
const HINT =
  "Each threshold is mailed once per budget period; a monthly budget starts again on the first of the month.";
const FOOTER =
  "You receive this alert as an owner or admin of the company, or as someone who tracked time for a debtor whose alerts go to its members. The debtor's thresholds are set on its page in Tempus.";

describe("debtor budgets", () => {
  const mailer = captureMailer();
  const context = useTestApp({ deps: { mailer, clock: () => clock.now } });
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  const jobDeps = () => ({
    db: context.database.db,
    clock: () => clock.now,
    config: { publicUrl: PUBLIC_URL },
    mailer,
    log: quiet,
  });
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);
  /** One run of the job at `iso`: what it says it sent, and the mails' recipients and subjects. */
  const runAt = async (iso: string) => {
    clock.now = new Date(iso);
    const before = mailer.sent.length;
    const result = await sendBudgetAlerts(jobDeps());
    const mails = mailer.sent
      .slice(before)
      .map((mail) => [String(mail.to), mail.subject])
      .sort();
    return { result, mails };
  };
  /** `who` signed in again at the clock's time. */
  const again = async (who: { username: string }) => {
    const tokens = await logIn(context.app, who.username);
    return { headers: { authorization: `Bearer ${tokens.access}` } };
  };
  /** A finished log of `who` on `project` from `start` for `minutes`. */
  const log = async (
    who: { username: string },
    project: number,
    start: string,
    minutes: number,
  ) => {
    const end = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
    const created = await call("POST", `${BASE}/timelog/`, await again(who), {
      project,
      start,
      end,
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  };
  /** A company: its owner, an admin, a member who works for the debtor and one who does not. */
  const team = async (name: string) => {
    clock.now = new Date("2026-11-02T08:00:00Z");
    const owner = await signedInUser(context.app, { username: name });
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const admin = await addMember(context.app, context.database.db, me.company, "admin");
    const member = await addMember(context.app, context.database.db, me.company, "member");
    const idle = await addMember(context.app, context.database.db, me.company, "member");
    return { owner, admin, member, idle };
  };
  /** A debtor with `budget` and two projects of theirs (a third in `currencies`' others). */
  const debtorWith = async (
    who: { headers: Record<string, string> },
    budget: Record<string, unknown>,
    currencies = ["EUR", "EUR"],
  ) => {
    const debtor = await call("POST", `${BASE}/debtor/`, who, {
      name: "Globex",
      currency: "EUR",
      ...budget,
    });
    if (debtor.status !== 201) throw new Error(JSON.stringify(debtor.body));
    const projects: number[] = [];
    for (const [index, currency] of currencies.entries()) {
      const project = await call("POST", `${BASE}/project/`, who, {
        name: `Project ${index + 1}`,
        debtor: debtor.body.id,
        currency,
      });
      projects.push(project.body.id);
    }
    return { debtor: debtor.body.id as number, projects };
  };

  it("stores a debtor's budget and refuses bad values with the project's texts", async () => {
    const { owner } = await team("ada");
    const created = await call("POST", `${BASE}/debtor/`, owner, {
      name: "Initech",
      budget_hours: "40",
      budget_amount: "5000",
      budget_monthly: true,
      budget_alert_thresholds: [100, 50, 50],
      budget_alert_members: true,
    });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: "Initech",
        contact_person: "",
        email: "",
        phone: "",
        street: "",
        zip_code: "",
        city: "",
        country: "",
        vat_id: "",
        currency: null,
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
        budget_hours: "40.00",
        budget_amount: "5000.00",
        budget_monthly: true,
        budget_alert_thresholds: [50, 100],
        budget_alert_members: true,
        created_at: TIMESTAMP,
        updated_at: TIMESTAMP,
        unbilled_seconds: 0,
        unbilled_amounts: [],
        unbilled_from: null,
        unbilled_until: null,
      },
    });
    const id = created.body.id;
    const listed = await call("GET", `${BASE}/debtor/`, owner);
    expect(listed.body.results).toEqual([
      {
        ...created.body,
        unbilled_seconds: undefined,
        unbilled_amounts: undefined,
        unbilled_from: undefined,
        unbilled_until: undefined,
      },
    ]);
    const cleared = await call("PATCH", `${BASE}/debtor/${id}/`, owner, {
      budget_hours: null,
      budget_amount: null,
      budget_monthly: false,
      budget_alert_thresholds: [],
    });
    expect(cleared.body).toMatchObject({
      budget_hours: null,
      budget_amount: null,
      budget_monthly: false,
      budget_alert_thresholds: [],
      budget_alert_members: true,
    });

    const bad = {
      budget_hours: "-1",
      budget_amount: "12.345",
      budget_monthly: "yes",
      budget_alert_thresholds: [0, 1001],
    };
    const refused = await call("PATCH", `${BASE}/debtor/${id}/`, owner, bad);
    expect(refused).toEqual({
      status: 400,
      body: {
        budget_hours: ["Ensure this value is greater than or equal to 0."],
        budget_amount: ["Ensure that there are no more than 2 decimal places."],
        budget_monthly: ["Must be a valid boolean."],
        budget_alert_thresholds: [
          "Ensure this value is greater than or equal to 1.",
          "Ensure this value is less than or equal to 1000.",
        ],
      },
    });
    const project = await call("POST", `${BASE}/project/`, owner, { name: "Any", debtor: id });
    expect(await call("PATCH", `${BASE}/project/${project.body.id}/`, owner, bad)).toEqual(refused);
    expect(
      await call("PATCH", `${BASE}/debtor/${id}/`, owner, {
        budget_alert_thresholds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      }),
    ).toEqual({
      status: 400,
      body: { budget_alert_thresholds: ["Ensure this field has no more than 10 elements."] },
    });
  });

  it("mails 80 % and then 100 % of a debtor's hours over two projects once each", async () => {
    const { owner, admin, member, idle } = await team("grace");
    const { debtor, projects } = await debtorWith(owner, { budget_hours: "10" });
    await log(member, projects[0], "2026-11-02T08:00:00Z", 5 * 60);
    await log(owner, projects[1], "2026-11-02T13:00:00Z", 2 * 60 + 59);
    expect(await runAt("2026-11-02T17:00:00Z")).toEqual({ result: { alerts: 0 }, mails: [] });

    // 8 hours over both projects: 80 %.
    await log(owner, projects[1], "2026-11-03T08:00:00Z", 1);
    const subject = "The projects of Globex have used 80 % of their hour budget";
    expect(await runAt("2026-11-03T09:00:00Z")).toEqual({
      result: { alerts: 2 },
      mails: [
        [admin.email, subject],
        [owner.email, subject],
      ].sort(),
    });
    const mail = mailer.sent.find((sent) => sent.to === owner.email && sent.subject === subject);
    const link = `${PUBLIC_URL}/app/project-time/debtor/${debtor}`;
    expect(mail?.text).toBe(
      [
        "Hello grace,",
        "",
        "The projects of Globex have used 8 h of their budget of 10 h (80 %).",
        HINT,
        "",
        `Open the debtor: ${link}`,
        "",
        FOOTER,
      ].join("\n"),
    );
    expect(mail?.html).toContain(`<a href="${link}"`);
    // A restart runs the job again: nothing more, nor from three instances at once.
    expect(await runAt("2026-11-03T10:00:00Z")).toEqual({ result: { alerts: 0 }, mails: [] });
    const runs = await Promise.all([1, 2, 3].map(() => sendBudgetAlerts(jobDeps())));
    expect(runs).toEqual([{ alerts: 0 }, { alerts: 0 }, { alerts: 0 }]);

    // 10 hours: 100 %, once.
    await log(member, projects[0], "2026-11-04T08:00:00Z", 120);
    const full = "The projects of Globex have used 100 % of their hour budget";
    expect(await runAt("2026-11-04T11:00:00Z")).toEqual({
      result: { alerts: 2 },
      mails: [
        [admin.email, full],
        [owner.email, full],
      ].sort(),
    });
    expect(await runAt("2026-11-04T11:30:00Z")).toEqual({ result: { alerts: 0 }, mails: [] });
    expect(
      mailer.sent.filter((sent) => [member.email, idle.email].includes(String(sent.to))),
    ).toEqual([]);

    // With members chosen, the member who tracked time for the debtor gets one mail naming the
    // highest threshold; the member who did not, none.
    const changed = await call("PATCH", `${BASE}/debtor/${debtor}/`, await again(owner), {
      budget_alert_members: true,
    });
    expect(changed.body.budget_alert_members).toBe(true);
    expect(await runAt("2026-11-04T12:00:00Z")).toEqual({
      result: { alerts: 1 },
      mails: [[member.email, full]],
    });
    expect(await runAt("2026-11-04T13:00:00Z")).toEqual({ result: { alerts: 0 }, mails: [] });
    const records = await acrossCompanies(context.database.db, (tx) =>
      tx
        .select({
          threshold: debtorBudgetAlertSent.threshold,
          period: debtorBudgetAlertSent.period,
          measure: debtorBudgetAlertSent.measure,
        })
        .from(debtorBudgetAlertSent)
        .where(eq(debtorBudgetAlertSent.debtorId, debtor)),
    );
    expect(records.sort((a, b) => a.threshold - b.threshold)).toEqual([
      { threshold: 80, period: "total", measure: "hours" },
      { threshold: 80, period: "total", measure: "hours" },
      { threshold: 80, period: "total", measure: "hours" },
      { threshold: 100, period: "total", measure: "hours" },
      { threshold: 100, period: "total", measure: "hours" },
      { threshold: 100, period: "total", measure: "hours" },
    ]);
  });

  it("starts a monthly debtor budget again next month; amounts go to owners and admins", async () => {
    const { owner, admin, member } = await team("hedy");
    await call("PATCH", "/api/auth/users/me/", admin, { language_preference: "de" });
    const { debtor, projects } = await debtorWith(owner, {
      name: "Retainer AG",
      budget_hours: "2",
      budget_amount: "200",
      budget_monthly: true,
      budget_alert_thresholds: [50, 100],
      budget_alert_members: true,
    });
    for (const project of projects) {
      const rule = await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
        project,
        rate_type: "hourly",
        rate: "100",
      });
      expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    }
    // 23:30 in Berlin on 30 November is November's; 00:30 on 1 December is December's.
    await log(member, projects[0], "2026-11-30T22:30:00Z", 60);
    await log(member, projects[1], "2026-11-30T23:30:00Z", 30);
    const hours = "The projects of Retainer AG have used 50 % of their hour budget";
    expect(await runAt("2026-11-30T22:45:00Z")).toEqual({
      result: { alerts: 5 },
      mails: [
        [admin.email, "Die Projekte von Retainer AG haben 50 % ihres Budgetbetrags verbraucht"],
        [admin.email, "Die Projekte von Retainer AG haben 50 % ihres Stundenbudgets verbraucht"],
        [member.email, hours],
        [owner.email, "The projects of Retainer AG have used 50 % of their budget amount"],
        [owner.email, hours],
      ].sort(),
    });
    const german = mailer.sent.find((sent) => sent.subject.includes("Budgetbetrags"));
    expect(german?.text.split("\n").slice(0, 3)).toEqual([
      `Hallo ${admin.username},`,
      "",
      "Im November 2026 haben die Projekte von Retainer AG 100,00\u00a0€ ihres Monatsbudgets von 200,00\u00a0€ verbraucht (50 %).",
    ]);
    // December has 30 minutes (25 %): nothing yet, and nothing again for November.
    expect(await runAt("2026-12-01T06:00:00Z")).toEqual({ result: { alerts: 0 }, mails: [] });
    // 2 hours in December over both projects: one mail per person and budget, the highest.
    await log(member, projects[0], "2026-12-02T08:00:00Z", 90);
    const december = "The projects of Retainer AG have used 100 % of their hour budget";
    const sent = await runAt("2026-12-02T10:00:00Z");
    expect(sent.mails.filter(([, subject]) => subject === december).map(([to]) => to)).toEqual(
      [member.email, owner.email].sort(),
    );
    expect(
      mailer.sent.find((mail) => mail.to === owner.email && mail.subject === december)?.text,
    ).toContain(
      "In December 2026, the projects of Retainer AG have used 2 h of their monthly budget of 2 h (100 %).",
    );
    const periods = await acrossCompanies(context.database.db, (tx) =>
      tx
        .select({
          period: debtorBudgetAlertSent.period,
          measure: debtorBudgetAlertSent.measure,
          threshold: debtorBudgetAlertSent.threshold,
        })
        .from(debtorBudgetAlertSent)
        .where(eq(debtorBudgetAlertSent.debtorId, debtor)),
    );
    expect(new Set(periods.map((row) => `${row.period} ${row.measure} ${row.threshold}`))).toEqual(
      new Set([
        "2026-11 hours 50",
        "2026-11 amount 50",
        "2026-12 hours 50",
        "2026-12 hours 100",
        "2026-12 amount 50",
        "2026-12 amount 100",
      ]),
    );
  });

  it("shows the debtor's burn-down over its projects, amounts to the owner and admins", async () => {
    const { owner, member } = await team("lise");
    const { debtor, projects } = await debtorWith(
      owner,
      { budget_hours: "20", budget_amount: "2000" },
      ["EUR", "EUR", "USD"],
    );
    for (const project of projects) {
      await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
        project,
        rate_type: "hourly",
        rate: "80",
      });
    }
    await log(member, projects[0], "2026-11-02T08:00:00Z", 90);
    await log(owner, projects[1], "2026-11-06T08:00:00Z", 60);
    // The dollars count for the hours, not for the budget in euros.
    await log(owner, projects[2], "2026-11-06T10:00:00Z", 30);
    await log(member, projects[1], "2026-11-09T08:00:00Z", 45);
    clock.now = new Date("2026-11-10T12:00:00Z");
    const weeks = [
      { week: "2026-11-02", tracked_seconds: 10800, cumulative_seconds: 10800 },
      { week: "2026-11-09", tracked_seconds: 2700, cumulative_seconds: 13500 },
    ];
    const body = {
      period: "total",
      start: "2026-11-02",
      end: "2026-11-10",
      currency: "EUR",
      budget_hours: "20.00",
      thresholds: [80, 100],
      used_seconds: 13500,
    };
    const url = `${BASE}/debtor/${debtor}/budget/`;
    expect(await call("GET", url, await again(owner))).toEqual({
      status: 200,
      body: {
        ...body,
        budget_amount: "2000.00",
        used_amount: "260.00",
        weeks: [
          { ...weeks[0], amount: "200.00", cumulative_amount: "200.00" },
          { ...weeks[1], amount: "60.00", cumulative_amount: "260.00" },
        ],
      },
    });
    expect(await call("GET", url, await again(member))).toEqual({
      status: 200,
      // Money budgets and their use are the company's: left out for members (decision 039).
      body: { ...body, weeks },
    });
    // A debtor without budgets or time answers its empty period.
    const signedIn = await again(owner);
    const empty = await call("POST", `${BASE}/debtor/`, signedIn, { name: "Quiet" });
    expect(await call("GET", `${BASE}/debtor/${empty.body.id}/budget/`, signedIn)).toEqual({
      status: 200,
      body: {
        period: "total",
        start: null,
        end: "2026-11-10",
        currency: "EUR",
        budget_hours: null,
        budget_amount: null,
        thresholds: [80, 100],
        used_seconds: 0,
        used_amount: "0.00",
        weeks: [],
      },
    });
  });

  it("keeps each company's debtor budgets and alerts to itself", async () => {
    const first = await team("ida");
    const second = await team("joan");
    const { debtor, projects } = await debtorWith(first.owner, {
      name: "Secret",
      budget_hours: "1",
    });
    await log(first.owner, projects[0], "2026-11-02T08:00:00Z", 60);
    const { mails } = await runAt("2026-11-02T10:00:00Z");
    expect(
      mails
        .filter(([, subject]) => subject.includes("Secret"))
        .map(([to]) => to)
        .sort(),
    ).toEqual([first.admin.email, first.owner.email].sort());
    const outsider = await again(second.owner);
    expect(await call("GET", `${BASE}/debtor/${debtor}/budget/`, outsider)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    expect(
      await call("PATCH", `${BASE}/debtor/${debtor}/`, outsider, { budget_hours: "1000" }),
    ).toEqual({ status: 404, body: { detail: "Not found." } });
  });
});
