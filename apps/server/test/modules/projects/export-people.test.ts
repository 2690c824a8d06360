import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const BASE = "/api/projectmanagement";
const clock = { now: new Date("2026-03-05T10:00:00Z") };

describe("time-log export per role: the person's name and e-mail address", () => {
  const context = useTestApp({ deps: { mailer: captureMailer(), clock: () => clock.now } });
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof addMember>>;
  let member: Awaited<ReturnType<typeof addMember>>;

  beforeAll(async () => {
    const call = caller(context.app);
    owner = await signedInUser(context.app, { username: "petra", email: "petra@example.com" });
    const companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, { timezone: "UTC" });
    admin = await addMember(context.app, context.database.db, companyId, "admin");
    member = await addMember(context.app, context.database.db, companyId, "member");
    const { project } = await buildProject(context.app, owner);
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, { rate_type: "hourly", rate: "60" });
    for (const [who, start, end, description] of [
      [owner, "2026-03-02T08:00:00Z", "2026-03-02T09:00:00Z", "Planning"],
      [admin, "2026-03-02T10:00:00Z", "2026-03-02T10:30:00Z", "Review"],
      [member, "2026-03-03T08:00:00Z", "2026-03-03T09:30:00Z", "Build"],
    ] as const) {
      await call("POST", `${BASE}/timelog/`, who, { project: project.id, start, end, description });
    }
  });

  const lines = async (who: { headers: Record<string, string> }, query = "") =>
    (
      await context.app.inject({
        method: "GET",
        url: `${BASE}/timelog/export/?file_format=csv&ordering=start${query}`,
        headers: who.headers,
      })
    ).body
      .slice(1)
      .split("\r\n");

  it("gives owners and admins everyone's logs, each with its person's name and e-mail address", async () => {
    const everyone = [
      "Date,Start,End,Hours,Duration,User,E-mail,Debtor,Project,Activity,Description,Billable,Rate,Amount,Currency,Invoiced,Tags",
      "2026-03-02,08:00,09:00,1.00,1:00,petra,petra@example.com,Globex,Website relaunch,,Planning,yes,60.00,60.00,EUR,no,",
      `2026-03-02,10:00,10:30,0.50,0:30,${admin.username},${admin.email},Globex,Website relaunch,,Review,yes,60.00,30.00,EUR,no,`,
      `2026-03-03,08:00,09:30,1.50,1:30,${member.username},${member.email},Globex,Website relaunch,,Build,yes,60.00,90.00,EUR,no,`,
      "",
    ];
    expect(await lines(owner)).toEqual(everyone);
    expect(await lines(admin)).toEqual(everyone);
    // One person's logs, by the person filter.
    expect(await lines(admin, `&user=${member.id}`)).toEqual([everyone[0], everyone[3], ""]);
  });

  it("gives a member their own logs, without the e-mail column and, by default, the money", async () => {
    const own = [
      "Date,Start,End,Hours,Duration,User,Debtor,Project,Activity,Description,Billable,Invoiced,Tags",
      `2026-03-03,08:00,09:30,1.50,1:30,${member.username},Globex,Website relaunch,,Build,yes,no,`,
      "",
    ];
    expect(await lines(member)).toEqual(own);
    expect(await lines(member, `&user=${owner.id}`)).toEqual([own[0], ""]);
  });
});
