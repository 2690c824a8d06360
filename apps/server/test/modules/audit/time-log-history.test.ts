import { describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { BUYER, SELLER } from "../../helpers/invoicing.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-07-01T08:00:00.000Z") };
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const BASE = "/api/projectmanagement";

/**
 * Time logs in the audit trail (decision 038, issue 26): every create, change and delete leaves
 * exactly one record with the fields before and after, who made it and from where, in the
 * transaction of the change; owners and admins read a log's history.
 */
describe("a time log's history", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);
  const asFirefox = (who: { headers: Record<string, string> }) => ({
    headers: { ...who.headers, "user-agent": FIREFOX },
  });

  it("records each change once, with before and after, and shows the history to owners and admins", async () => {
    // Minutes apart: the access tokens stay valid.
    const owner = asFirefox(await signedInUser(context.app));
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const { project } = await buildProject(context.app, owner);
    const admin = await addMember(context.app, context.database.db, me.company, "admin");
    const member = await addMember(context.app, context.database.db, me.company, "member");
    const before = (await call("GET", "/api/audit/events/?page_size=1", owner)).body.count;

    const created = await call("POST", `${BASE}/timelog/`, owner, {
      project: project.id,
      description: "Draft",
      start: "2026-06-30T08:00:00Z",
      end: "2026-06-30T09:00:00Z",
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    clock.now = new Date("2026-07-01T08:01:00.000Z");
    await call("PATCH", `${BASE}/timelog/${id}/`, owner, {
      description: "Final",
      end: "2026-06-30T09:30:00Z",
    });
    // Saving what is already there changes nothing and records nothing.
    await call("PATCH", `${BASE}/timelog/${id}/`, owner, { description: "Final" });
    clock.now = new Date("2026-07-01T08:02:00.000Z");
    await call("PATCH", `${BASE}/timelog/${id}/`, admin, { billable: false });

    const base = {
      subject_type: "time_log",
      subject_id: id,
      ip_address: "127.0.0.1",
    };
    const history = [
      {
        ...base,
        sequence: before + 1,
        occurred_at: "2026-07-01T08:00:00.000Z",
        user: me.id,
        username: me.username,
        action: "time_log.created",
        user_agent: FIREFOX,
        details: {
          after: {
            user: me.id,
            project: project.id,
            activity: null,
            description: "Draft",
            start: "2026-06-30T08:00:00.000Z",
            end: "2026-06-30T09:00:00.000Z",
            billable: true,
            tags: [],
          },
        },
      },
      {
        ...base,
        sequence: before + 2,
        occurred_at: "2026-07-01T08:01:00.000Z",
        user: me.id,
        username: me.username,
        action: "time_log.updated",
        user_agent: FIREFOX,
        details: {
          before: { description: "Draft", end: "2026-06-30T09:00:00.000Z" },
          after: { description: "Final", end: "2026-06-30T09:30:00.000Z" },
        },
      },
      {
        ...base,
        sequence: before + 3,
        occurred_at: "2026-07-01T08:02:00.000Z",
        user: admin.id,
        username: admin.username,
        action: "time_log.updated",
        user_agent: "lightMyRequest",
        details: { before: { billable: true }, after: { billable: false } },
      },
    ];
    for (const who of [owner, admin])
      expect(await call("GET", `${BASE}/timelog/${id}/history/`, who)).toEqual({
        status: 200,
        body: history,
      });
    expect((await call("GET", `${BASE}/timelog/${id}/history/`, member)).status).toBe(403);
    const stranger = await signedInUser(context.app);
    expect(await call("GET", `${BASE}/timelog/${id}/history/`, stranger)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });

    // The timer and deletes too: start and stop are a creation and an update.
    clock.now = new Date("2026-07-01T08:03:00.000Z");
    const started = await call("POST", `${BASE}/timelog/start/`, member, { project: project.id });
    clock.now = new Date("2026-07-01T08:04:00.000Z");
    await call("POST", `${BASE}/timelog/${started.body.id}/stop/`, member);
    await call("DELETE", `${BASE}/timelog/${started.body.id}/`, member);
    await call("POST", `${BASE}/timelog/bulk/`, owner, { action: "delete", ids: [id] });
    const trail = (await call("GET", `/api/audit/events/?ordering=sequence&page_size=100`, owner))
      .body.results;
    expect(
      trail
        .filter((event: { sequence: number }) => event.sequence > before + 3)
        .map((event: { action: string; subject_id: number; details: object }) => [
          event.action,
          event.subject_id,
          event.details,
        ]),
    ).toEqual([
      [
        "time_log.created",
        started.body.id,
        {
          after: expect.objectContaining({
            user: member.id,
            start: "2026-07-01T08:03:00.000Z",
            end: null,
          }),
        },
      ],
      [
        "time_log.updated",
        started.body.id,
        { before: { end: null }, after: { end: "2026-07-01T08:04:00.000Z" } },
      ],
      [
        "time_log.deleted",
        started.body.id,
        { before: expect.objectContaining({ end: "2026-07-01T08:04:00.000Z" }) },
      ],
      [
        "time_log.deleted",
        id,
        { before: expect.objectContaining({ description: "Final", billable: false }) },
      ],
    ]);
    // The chain holds, and a user's own activity stays their security events.
    expect((await call("GET", "/api/audit/verify/", owner)).body).toMatchObject({ valid: true });
    const own = (await call("GET", "/api/auth/activity/", owner)).body;
    expect(own.every((event: { action: string }) => event.action.startsWith("auth."))).toBe(true);
  });

  it("records nothing when a change is refused", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    const count = async () =>
      (await call("GET", "/api/audit/events/?page_size=1", owner)).body.count;
    const before = await count();
    const refused = await call("POST", `${BASE}/timelog/`, owner, {
      project: project.id,
      start: "2026-06-30T08:00:00Z",
      end: "2026-07-02T09:00:00Z",
    });
    expect(refused.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("records rate rules and the company's settings: one record per change, the fields that changed", async () => {
    const owner = await signedInUser(context.app);
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const { project } = await buildProject(context.app, owner);
    const before = (await call("GET", "/api/audit/events/?page_size=1", owner)).body.count;
    const rule = await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: project.id,
      rate_type: "hourly",
      rate: "90.00",
    });
    await call("PATCH", `${BASE}/hourly-rate-rule/${rule.body.id}/`, owner, { rate: "95.00" });
    await call("DELETE", `${BASE}/hourly-rate-rule/${rule.body.id}/`, owner);
    await call("PATCH", `/api/masterdata/company-info/${me.company}/`, owner, {
      city: "Berlin",
      default_hourly_rate: "80.00",
      timezone: "Europe/Berlin",
    });
    const trail = (
      await call("GET", "/api/audit/events/?ordering=sequence&page_size=100", owner)
    ).body.results.filter((event: { sequence: number }) => event.sequence > before);
    const ruleFields = {
      debtor: null,
      project: project.id,
      activity: null,
      user: null,
      rate_type: "hourly",
      internal_rate: null,
      valid_from: null,
      valid_until: null,
      description: "",
    };
    expect(
      trail.map(
        (event: { action: string; subject_type: string; subject_id: number; details: object }) => [
          event.action,
          event.subject_type,
          event.subject_id,
          event.details,
        ],
      ),
    ).toEqual([
      [
        "hourly_rate_rule.created",
        "hourly_rate_rule",
        rule.body.id,
        { after: { ...ruleFields, rate: "90.00" } },
      ],
      [
        "hourly_rate_rule.updated",
        "hourly_rate_rule",
        rule.body.id,
        { before: { rate: "90.00" }, after: { rate: "95.00" } },
      ],
      [
        "hourly_rate_rule.deleted",
        "hourly_rate_rule",
        rule.body.id,
        { before: { ...ruleFields, rate: "95.00" } },
      ],
      [
        "company.updated",
        "company",
        me.company,
        // The time zone it already had is no change.
        {
          before: { city: "", default_hourly_rate: null },
          after: { city: "Berlin", default_hourly_rate: "80.00" },
        },
      ],
    ]);
    expect((await call("GET", "/api/audit/verify/", owner)).body).toMatchObject({ valid: true });
  });

  it("records a member's role, status and rate as they change", async () => {
    const owner = await signedInUser(context.app);
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    await call("POST", "/api/billing/initialize-subscription/", owner, {
      subscription_type: 2,
      amount_of_users: 3,
    });
    const member = await addMember(context.app, context.database.db, me.company, "member");
    const before = (await call("GET", "/api/audit/events/?page_size=1", owner)).body.count;
    const url = `/api/usermanagement/member/${member.id}/`;
    expect((await call("PATCH", url, owner, { role: "admin", hourly_rate: "70.00" })).status).toBe(
      200,
    );
    expect((await call("PATCH", url, owner, { is_active: false })).status).toBe(200);
    const trail = (
      await call("GET", "/api/audit/events/?ordering=sequence&page_size=100", owner)
    ).body.results.filter((event: { sequence: number }) => event.sequence > before);
    expect(
      trail.map(
        (event: { action: string; subject_type: string; subject_id: number; details: object }) => [
          event.action,
          event.subject_type,
          event.subject_id,
          event.details,
        ],
      ),
    ).toEqual([
      [
        "member.updated",
        "member",
        member.id,
        {
          before: { role: "member", hourly_rate: null },
          after: { role: "admin", hourly_rate: "70.00" },
        },
      ],
      [
        "member.updated",
        "member",
        member.id,
        { before: { is_active: true }, after: { is_active: false } },
      ],
    ]);
  });

  it("records an invoice's issue, its payments and its cancellation", async () => {
    const owner = await signedInUser(context.app);
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const { debtor } = await buildProject(context.app, owner);
    await call("PATCH", `/api/masterdata/company-info/${me.company}/`, owner, SELLER);
    await call("PATCH", `${BASE}/debtor/${debtor.id}/`, owner, BUYER);
    const draft = await call("POST", "/api/invoicing/invoice/", owner, {
      debtor: debtor.id,
      service_from: "2026-06-01",
      service_until: "2026-06-30",
      include_time: false,
      manual_lines: [{ description: "Setup", unit_price: "100" }],
    });
    const before = (await call("GET", "/api/audit/events/?page_size=1", owner)).body.count;
    const id = draft.body.id;
    const issued = await call("POST", `/api/invoicing/invoice/${id}/issue/`, owner, {});
    expect(issued.status).toBe(200);
    const paid = await call("POST", `/api/invoicing/invoice/${id}/payment/`, owner, {
      date: "2026-07-01",
      amount: "10",
    });
    const payment = paid.body.payments[0].id;
    await call("PATCH", `/api/invoicing/invoice/${id}/payments/${payment}/`, owner, {
      amount: "20",
    });
    await call("DELETE", `/api/invoicing/invoice/${id}/payments/${payment}/`, owner);
    const cancelled = await call("POST", `/api/invoicing/invoice/${id}/cancel/`, owner, {});
    expect(cancelled.status).toBe(201);
    const trail = (
      await call("GET", "/api/audit/events/?ordering=sequence&page_size=100", owner)
    ).body.results.filter((event: { sequence: number }) => event.sequence > before);
    expect(
      trail.map((event: { action: string; subject_id: number; details: object }) => [
        event.action,
        event.subject_id,
        event.details,
      ]),
    ).toEqual([
      [
        "invoice.issued",
        id,
        {
          number: issued.body.number,
          issue_date: issued.body.issue_date,
          gross_total: issued.body.gross_total,
          currency: "EUR",
        },
      ],
      ["invoice.payment_recorded", id, { payment, date: "2026-07-01", amount: "10.00", note: "" }],
      [
        "invoice.payment_changed",
        id,
        {
          payment,
          before: { date: "2026-07-01", amount: "10.00", note: "" },
          after: { date: "2026-07-01", amount: "20.00", note: "" },
        },
      ],
      ["invoice.payment_deleted", id, { payment, date: "2026-07-01", amount: "20.00", note: "" }],
      [
        "invoice.cancelled",
        id,
        {
          credit_note: cancelled.body.id,
          credit_note_number: cancelled.body.number,
          credited: issued.body.gross_total,
          full: true,
          release_time_logs: true,
        },
      ],
    ]);
  });
});
