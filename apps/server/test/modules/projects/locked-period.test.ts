import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const clock = { now: new Date("2026-11-15T10:00:00Z") };
const LOCKED = {
  non_field_errors: [
    "Time up to 2026-10-31 is locked and cannot be changed. The owner can unlock it.",
  ],
};

describe("a locked period", () => {
  const context = useTestApp({ deps: { mailer: captureMailer(), clock: () => clock.now } });
  let call: ReturnType<typeof caller>;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof addMember>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let companyId: number;
  let projectId: number;
  /** Logs in Berlin: the last hour of October (locked) and the first of November (open). */
  const logs: Record<string, number> = {};

  const company = (who: { headers: Record<string, string> }, body: object) =>
    call("PATCH", `/api/masterdata/company-info/${companyId}/`, who, body);
  const log = async (id: number) => (await call("GET", `${BASE}/timelog/${id}/`, owner)).body;

  beforeAll(async () => {
    call = caller(context.app);
    owner = await signedInUser(context.app);
    companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    await company(owner, { timezone: "Europe/Berlin" });
    admin = await addMember(context.app, context.database.db, companyId, "admin");
    member = await addMember(context.app, context.database.db, companyId, "member");
    projectId = (await buildProject(context.app, owner)).project.id;
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", rate: "80" });
    for (const [name, who, start, end] of [
      // 23:00–23:30 on 31 October in Berlin (UTC+1).
      ["october", owner, "2026-10-31T22:00:00Z", "2026-10-31T22:30:00Z"],
      ["memberOctober", member, "2026-10-31T21:00:00Z", "2026-10-31T22:00:00Z"],
      // 00:00–01:00 on 1 November in Berlin.
      ["november", owner, "2026-10-31T23:00:00Z", "2026-11-01T00:00:00Z"],
    ] as const) {
      const created = await call("POST", `${BASE}/timelog/`, who, {
        project: projectId,
        start,
        end,
      });
      expect(created.status).toBe(201);
      logs[name] = created.body.id;
    }
  });

  it("is set by an admin up to today, not beyond, and read by everyone", async () => {
    expect(await company(admin, { locked_until: "2026-11-16" })).toEqual({
      status: 400,
      body: { locked_until: ["A period can be locked up to today at most."] },
    });
    const locked = await company(admin, { locked_until: "2026-10-31" });
    expect(locked.status).toBe(200);
    expect(locked.body.locked_until).toBe("2026-10-31");
    const seen = await call("GET", `/api/masterdata/company-info/${companyId}/`, member);
    expect(seen.body.locked_until).toBe("2026-10-31");
  });

  it("refuses creating, changing, moving in or out, and deleting its logs, for every role", async () => {
    for (const who of [owner, admin, member]) {
      const id = who === member ? logs.memberOctober : logs.october;
      expect(
        await call("POST", `${BASE}/timelog/`, who, {
          project: projectId,
          start: "2026-10-15T08:00:00Z",
          end: "2026-10-15T09:00:00Z",
        }),
      ).toEqual({ status: 400, body: LOCKED });
      expect(await call("PATCH", `${BASE}/timelog/${id}/`, who, { description: "Later" })).toEqual({
        status: 400,
        body: LOCKED,
      });
      expect(await call("DELETE", `${BASE}/timelog/${id}/`, who)).toEqual({
        status: 400,
        body: LOCKED,
      });
    }
    // An open log may not move into the period, nor a locked one out of it.
    expect(
      await call("PATCH", `${BASE}/timelog/${logs.november}/`, owner, {
        start: "2026-10-31T22:45:00Z",
      }),
    ).toEqual({ status: 400, body: LOCKED });
    expect(
      await call("POST", `${BASE}/timelog/bulk/`, owner, {
        action: "delete",
        ids: [logs.november, logs.october],
      }),
    ).toEqual({ status: 400, body: LOCKED });
    expect(
      await call("POST", `${BASE}/timelog/bulk/`, owner, {
        action: "update",
        ids: [logs.october],
        changes: { billable: false },
      }),
    ).toEqual({ status: 400, body: LOCKED });
    // The first hour of November is open.
    const open = await call("PATCH", `${BASE}/timelog/${logs.november}/`, owner, {
      description: "Open",
    });
    expect([open.status, open.body.description]).toEqual([200, "Open"]);
  });

  it("keeps its logs' amounts when the rates change; the open ones are re-priced", async () => {
    const rule = await call("GET", `${BASE}/hourly-rate-rule/`, owner);
    await call("PATCH", `${BASE}/hourly-rate-rule/${rule.body.results[0].id}/`, owner, {
      rate: "100",
    });
    expect([(await log(logs.october)).amount, (await log(logs.october)).hourly_rate]).toEqual([
      "40.00",
      "80.00",
    ]);
    expect([(await log(logs.november)).amount, (await log(logs.november)).hourly_rate]).toEqual([
      "100.00",
      "100.00",
    ]);
  });

  it("is moved back (unlocked) by the owner only, and then its logs change again", async () => {
    expect(await company(admin, { locked_until: "2026-10-15" })).toEqual({
      status: 400,
      body: { locked_until: ["Only the owner can unlock a locked period."] },
    });
    expect(await company(admin, { locked_until: null })).toEqual({
      status: 400,
      body: { locked_until: ["Only the owner can unlock a locked period."] },
    });
    // Locking further is every manager's; the owner unlocks.
    expect((await company(admin, { locked_until: "2026-11-01" })).status).toBe(200);
    const unlocked = await company(owner, { locked_until: null });
    expect([unlocked.status, unlocked.body.locked_until]).toEqual([200, null]);
    const changed = await call("PATCH", `${BASE}/timelog/${logs.october}/`, owner, {
      description: "Corrected",
    });
    expect([changed.status, changed.body.description]).toEqual([200, "Corrected"]);
  });

  it("answers in the caller's language", async () => {
    await company(owner, { locked_until: "2026-10-31" });
    const response = await context.app.inject({
      method: "DELETE",
      url: `${BASE}/timelog/${logs.october}/`,
      headers: { ...owner.headers, "accept-language": "de" },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        non_field_errors: [
          "Die Zeit bis 2026-10-31 ist gesperrt und kann nicht geändert werden. Der Inhaber kann sie entsperren.",
        ],
      },
    ]);
  });
});
