import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { acrossCompanies } from "../../../src/db/across-companies.ts";
import { accountMail, budgetAlertSent } from "../../../src/db/schema/index.ts";
import { sendBudgetAlerts } from "../../../src/modules/budgets/index.ts";
import { logIn, signedInUser } from "../../helpers/accounts.ts";
import { changeUserByHand } from "../../helpers/by-hand.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const PUBLIC_URL = "https://tempus.example";
const clock = { now: new Date("2026-11-02T08:00:00Z") };
const FOOTER =
  "You receive this alert as an owner or admin of the company, or as a member of a project whose alerts go to its members. The project's thresholds are set on its page in Tempus.";
const HINT =
  "Each threshold is mailed once per budget period; a monthly budget starts again on the first of the month.";

describe("budget alerts", () => {
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
  /** A company: its owner, an admin, a member who works on its project and one who does not. */
  const team = async (name: string) => {
    clock.now = new Date("2026-11-02T08:00:00Z");
    const owner = await signedInUser(context.app, { username: name });
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const admin = await addMember(context.app, context.database.db, me.company, "admin");
    const member = await addMember(context.app, context.database.db, me.company, "member");
    const idle = await addMember(context.app, context.database.db, me.company, "member");
    return { owner, admin, member, idle };
  };

  it("mails the owner and admins once per threshold of a project's hour budget", async () => {
    const { owner, admin, member, idle } = await team("ada");
    const { project } = await buildProject(context.app, owner, { budget_hours: "10" });
    expect(project.budget_alert_thresholds).toEqual([80, 100]);
    await log(member, project.id, "2026-11-02T08:00:00Z", 7 * 60 + 59);
    expect(await runAt("2026-11-02T17:00:00Z")).toEqual({ result: { alerts: 0 }, mails: [] });

    // 8 hours: 80 %.
    await log(owner, project.id, "2026-11-03T08:00:00Z", 1);
    const subject = "Website relaunch has used 80 % of its hour budget";
    expect(await runAt("2026-11-03T09:00:00Z")).toEqual({
      result: { alerts: 2 },
      mails: [
        [admin.email, subject],
        [owner.email, subject],
      ].sort(),
    });
    const mail = mailer.sent.find((sent) => sent.to === owner.email && sent.subject === subject);
    expect(mail?.text).toBe(
      [
        "Hello ada,",
        "",
        "Website relaunch has used 8 h of its budget of 10 h (80 %).",
        HINT,
        "",
        `Open the project: ${PUBLIC_URL}/app/project-time/projects/${project.id}`,
        "",
        FOOTER,
      ].join("\n"),
    );
    expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/app/project-time/projects/${project.id}"`);
    // A second run, and three instances at once, send nothing more.
    expect(await runAt("2026-11-03T10:00:00Z")).toEqual({ result: { alerts: 0 }, mails: [] });
    const runs = await Promise.all([1, 2, 3].map(() => sendBudgetAlerts(jobDeps())));
    expect(runs).toEqual([{ alerts: 0 }, { alerts: 0 }, { alerts: 0 }]);

    // 10 hours: 100 %, once, however many instances run at the same moment.
    await log(owner, project.id, "2026-11-04T08:00:00Z", 120);
    clock.now = new Date("2026-11-04T11:00:00Z");
    const before = mailer.sent.length;
    const parallel = await Promise.all([1, 2, 3].map(() => sendBudgetAlerts(jobDeps())));
    expect(parallel.reduce((sum, run) => sum + run.alerts, 0)).toBe(2);
    expect(
      mailer.sent
        .slice(before)
        .map((sent) => [sent.to, sent.subject])
        .sort(),
    ).toEqual(
      [
        [admin.email, "Website relaunch has used 100 % of its hour budget"],
        [owner.email, "Website relaunch has used 100 % of its hour budget"],
      ].sort(),
    );
    // Members are not mailed unless the project says so; nor is anyone else.
    expect(
      mailer.sent.filter((sent) => [member.email, idle.email].includes(String(sent.to))),
    ).toEqual([]);
    const records = await acrossCompanies(context.database.db, (tx) =>
      tx
        .select({ threshold: budgetAlertSent.threshold, period: budgetAlertSent.period })
        .from(budgetAlertSent)
        .where(eq(budgetAlertSent.projectId, project.id)),
    );
    expect(records.sort((a, b) => a.threshold - b.threshold)).toEqual([
      { threshold: 80, period: "total" },
      { threshold: 80, period: "total" },
      { threshold: 100, period: "total" },
      { threshold: 100, period: "total" },
    ]);
    const stored = await context.database.db
      .select()
      .from(accountMail)
      .where(eq(accountMail.kind, "budget_alert"));
    expect(stored.every((row) => row.message === null && row.deliveredAt !== null)).toBe(true);

    // With members chosen, the member who worked on it gets one mail, naming the highest
    // threshold reached; the member who did not, none.
    const changed = await call("PATCH", `${BASE}/project/${project.id}/`, await again(owner), {
      budget_alert_members: true,
    });
    expect(changed.body.budget_alert_members).toBe(true);
    expect(await runAt("2026-11-04T12:00:00Z")).toEqual({
      result: { alerts: 1 },
      mails: [[member.email, "Website relaunch has used 100 % of its hour budget"]],
    });
    expect(await runAt("2026-11-04T13:00:00Z")).toEqual({ result: { alerts: 0 }, mails: [] });
  });

  it("starts a monthly budget again each month in the company's time zone", async () => {
    const { owner, admin } = await team("grace");
    await changeUserByHand(context.database.db, admin.id, { isActive: false });
    const { project } = await buildProject(context.app, owner, {
      name: "Retainer",
      budget_hours: "2",
      budget_monthly: true,
      budget_alert_thresholds: [100, 50, 50],
    });
    expect(project).toMatchObject({ budget_monthly: true, budget_alert_thresholds: [50, 100] });
    // 23:30 in Berlin on 30 November is November's; 00:30 on 1 December is December's.
    await log(owner, project.id, "2026-11-30T22:30:00Z", 60);
    await log(owner, project.id, "2026-11-30T23:30:00Z", 30);
    expect(await runAt("2026-11-30T22:45:00Z")).toEqual({
      result: { alerts: 1 },
      mails: [[owner.email, "Retainer has used 50 % of its hour budget"]],
    });
    expect(mailer.sent.at(-1)?.text).toContain(
      "In November 2026, Retainer has used 1 h of its monthly budget of 2 h (50 %).",
    );
    // December has 30 minutes (25 %): nothing yet, and nothing again for November.
    expect(await runAt("2026-12-01T06:00:00Z")).toEqual({ result: { alerts: 0 }, mails: [] });
    // 2 hours in December: one mail for both thresholds, naming the highest.
    await log(owner, project.id, "2026-12-02T08:00:00Z", 90);
    expect(await runAt("2026-12-02T10:00:00Z")).toEqual({
      result: { alerts: 1 },
      mails: [[owner.email, "Retainer has used 100 % of its hour budget"]],
    });
    expect(mailer.sent.at(-1)?.text).toContain(
      "In December 2026, Retainer has used 2 h of its monthly budget of 2 h (100 %).",
    );
    // The burn-down: this month's weeks (Tuesday 1 and Wednesday 2 December, one week).
    expect(await call("GET", `${BASE}/project/${project.id}/budget/`, await again(owner))).toEqual({
      status: 200,
      body: {
        period: "month",
        start: "2026-12-01",
        end: "2026-12-02",
        budget_hours: "2.00",
        budget_amount: null,
        thresholds: [50, 100],
        used_seconds: 7200,
        used_amount: "0.00",
        weeks: [
          {
            week: "2026-11-30",
            tracked_seconds: 7200,
            amount: "0.00",
            cumulative_seconds: 7200,
            cumulative_amount: "0.00",
          },
        ],
      },
    });
    // The dashboard measures this month too: December's 2 of the project's 3 hours, 100 %.
    const dashboard = await call("GET", `${BASE}/dashboard/`, await again(owner));
    expect(dashboard.body.budget_warnings).toEqual([
      {
        project: project.id,
        name: "Retainer",
        budget_hours: "2.00",
        budget_amount: null,
        used_percent: 100,
      },
    ]);
    const periods = await acrossCompanies(context.database.db, (tx) =>
      tx
        .select({ period: budgetAlertSent.period, threshold: budgetAlertSent.threshold })
        .from(budgetAlertSent)
        .where(eq(budgetAlertSent.projectId, project.id)),
    );
    expect(
      periods.sort((a, b) => (a.period + a.threshold).localeCompare(b.period + b.threshold)),
    ).toEqual([
      { period: "2026-11", threshold: 50 },
      { period: "2026-12", threshold: 100 },
      { period: "2026-12", threshold: 50 },
    ]);
  });

  it("mails a budget amount to the owner and admins only, in their language", async () => {
    const { owner, admin, member } = await team("hedy");
    await call("PATCH", "/api/auth/users/me/", admin, { language_preference: "de" });
    const { project } = await buildProject(context.app, owner, {
      name: "Audit",
      budget_amount: "500",
      budget_alert_thresholds: [100],
      budget_alert_members: true,
    });
    const rule = await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: project.id,
      rate_type: "hourly",
      rate: "100",
    });
    expect(rule.status).toBe(201);
    await log(member, project.id, "2026-11-02T08:00:00Z", 300);
    expect(await runAt("2026-11-02T14:00:00Z")).toEqual({
      result: { alerts: 2 },
      mails: [
        [admin.email, "Audit hat 100 % seines Budgetbetrags verbraucht"],
        [owner.email, "Audit has used 100 % of its budget amount"],
      ].sort(),
    });
    const german = mailer.sent.find((sent) => sent.to === admin.email);
    expect(german?.text.split("\n").slice(0, 3)).toEqual([
      `Hallo ${admin.username},`,
      "",
      "Audit hat 500,00\u00a0€ seines Budgets von 500,00\u00a0€ verbraucht (100 %).",
    ]);
  });

  it("shows the burn-down of a whole-life budget, amounts to the owner and admins only", async () => {
    const { owner, member } = await team("lise");
    const { project } = await buildProject(context.app, owner, {
      name: "Migration",
      budget_hours: "20",
      budget_amount: "2000",
    });
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: project.id,
      rate_type: "hourly",
      rate: "80",
    });
    await log(member, project.id, "2026-11-02T08:00:00Z", 90);
    await log(owner, project.id, "2026-11-06T08:00:00Z", 60);
    await log(member, project.id, "2026-11-09T08:00:00Z", 45);
    clock.now = new Date("2026-11-10T12:00:00Z");
    const weeks = [
      { week: "2026-11-02", tracked_seconds: 9000, cumulative_seconds: 9000 },
      { week: "2026-11-09", tracked_seconds: 2700, cumulative_seconds: 11700 },
    ];
    const body = {
      period: "total",
      start: "2026-11-02",
      end: "2026-11-10",
      budget_hours: "20.00",
      thresholds: [80, 100],
      used_seconds: 11700,
    };
    expect(await call("GET", `${BASE}/project/${project.id}/budget/`, await again(owner))).toEqual({
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
    expect(await call("GET", `${BASE}/project/${project.id}/budget/`, await again(member))).toEqual(
      {
        status: 200,
        // Money budgets and their use are the company's: left out for members (decision 039).
        body: { ...body, weeks },
      },
    );
  });

  it("keeps each company's alerts and burn-down to itself", async () => {
    const first = await team("ida");
    const second = await team("joan");
    const { project } = await buildProject(context.app, first.owner, {
      name: "Secret",
      budget_hours: "1",
    });
    await log(first.owner, project.id, "2026-11-02T08:00:00Z", 60);
    const { mails } = await runAt("2026-11-02T10:00:00Z");
    const recipients = mails
      .filter(([, subject]) => subject.startsWith("Secret"))
      .map(([to]) => to);
    expect(recipients.sort()).toEqual([first.admin.email, first.owner.email].sort());
    const outsider = await again(second.owner);
    expect(await call("GET", `${BASE}/project/${project.id}/budget/`, outsider)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    const sent = await acrossCompanies(context.database.db, (tx) =>
      tx
        .select()
        .from(budgetAlertSent)
        .where(
          and(
            eq(budgetAlertSent.projectId, project.id),
            eq(budgetAlertSent.userId, second.owner.id ?? 0),
          ),
        ),
    );
    expect(sent).toEqual([]);
  });

  it("refuses thresholds outside 1 to 1000 and more than ten of them", async () => {
    const { owner } = await team("kay");
    const { project } = await buildProject(context.app, owner);
    const patch = (thresholds: unknown) =>
      call("PATCH", `${BASE}/project/${project.id}/`, owner, {
        budget_alert_thresholds: thresholds,
      });
    expect(await patch([0, 1001])).toEqual({
      status: 400,
      body: {
        budget_alert_thresholds: [
          "Ensure this value is greater than or equal to 1.",
          "Ensure this value is less than or equal to 1000.",
        ],
      },
    });
    expect(await patch([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual({
      status: 400,
      body: { budget_alert_thresholds: ["Ensure this field has no more than 10 elements."] },
    });
    expect((await patch([])).body.budget_alert_thresholds).toEqual([]);
  });
});
