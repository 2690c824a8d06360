import { CLOSED_TO_MEMBERS, COMPANY_MONEY_FIELDS, OWN_MONEY_FIELDS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../helpers/accounts.ts";
import { addMember } from "../helpers/factories.ts";
import { buildProject, caller } from "../helpers/project-time.ts";
import { useTestApp } from "../helpers/test-app.ts";

type Who = { headers: Record<string, string> };
const TEAM_PLAN = 2;
const COMPANY_MONEY: ReadonlySet<string> = new Set(COMPANY_MONEY_FIELDS);
const ALL_MONEY: ReadonlySet<string> = new Set([...COMPANY_MONEY_FIELDS, ...OWN_MONEY_FIELDS]);

/** Where `value` holds one of `fields`, as `$.path.field`. */
function moneyIn(value: unknown, fields: ReadonlySet<string>, path = "$"): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => moneyIn(item, fields, `${path}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(fields.has(key) ? [`${path}.${key}`] : []),
    ...moneyIn(inner, fields, `${path}.${key}`),
  ]);
}

/** Query strings for the reads that need one. */
const QUERIES: Record<string, string> = {
  "/api/projectmanagement/statistics/": "?from=2026-03-01&to=2026-03-31&by=project",
  "/api/projectmanagement/report/": "?from=2026-03-01&to=2026-03-31",
  "/api/projectmanagement/report/export/": "?from=2026-03-01&to=2026-03-31&file_format=csv",
};

/**
 * Member privacy (decision 039): a member's answers carry no rate or amount anywhere unless the
 * company shows members their own, and never the company's money. Every read of the OpenAPI
 * document is asked, with the ids of what the member can see, so a new route is covered without
 * editing this.
 */
describe("what a member sees of money", () => {
  const context = useTestApp();
  let call: ReturnType<typeof caller>;
  let owner: Who;
  let admin: Who;
  let member: Who & { id: number };
  let companyId: number;
  let memberLog: number;
  let reads: string[];

  beforeAll(async () => {
    const { app } = context;
    call = caller(app);
    owner = await signedInUser(app);
    companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    await call("POST", "/api/billing/initialize-subscription/", owner, {
      subscription_type: TEAM_PLAN,
      amount_of_users: 3,
    });
    admin = await addMember(app, context.database.db, companyId, "admin");
    member = await addMember(app, context.database.db, companyId, "member");
    const { debtor, project } = await buildProject(app, owner, {
      budget_amount: "1000.00",
      budget_hours: "10",
    });
    await call("PATCH", `/api/projectmanagement/debtor/${debtor.id}/`, owner, {
      budget_amount: "5000.00",
    });
    await call("POST", "/api/projectmanagement/activity/", owner, { name: "Design" });
    await call("POST", "/api/projectmanagement/tag/", owner, { name: "Meeting" });
    await call("POST", "/api/projectmanagement/hourly-rate-rule/", owner, {
      debtor: debtor.id,
      rate_type: "hourly",
      rate: "80.00",
      internal_rate: "40.00",
    });
    await call("PATCH", `/api/usermanagement/member/${member.id}/`, owner, {
      hourly_rate: "70.00",
    });
    const created = await call("POST", "/api/projectmanagement/timelog/", member, {
      project: project.id,
      start: "2026-03-10T08:00:00Z",
      end: "2026-03-10T09:00:00Z",
    });
    memberLog = created.body.id;
    await call("POST", "/api/projectmanagement/timelog/", owner, {
      project: project.id,
      start: "2026-03-11T08:00:00Z",
      end: "2026-03-11T09:00:00Z",
    });
    await call("POST", "/api/projectmanagement/saved-report/", member, {
      name: "March",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    const document = (await app.inject({ method: "GET", url: "/api/schema/" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    reads = Object.entries(document.paths)
      .filter(([, operations]) => "get" in operations)
      .map(([path]) => path);
  });

  /** Every read the member may make, with their first visible object for an `{id}`. */
  async function memberReads() {
    const answers: { url: string; status: number; body: unknown }[] = [];
    for (const path of reads) {
      let url = path;
      if (path.includes("{id}")) {
        const list = await call(
          "GET",
          `${path.slice(0, path.indexOf("{id}"))}?page_size=5`,
          member,
        );
        const first = list.body?.results?.[0] ?? (Array.isArray(list.body) ? list.body[0] : null);
        if (!first) continue;
        url = path.replace("{id}", String(first.id));
      }
      if (url.includes("{")) continue;
      const response = await context.app.inject({
        method: "GET",
        url: `${url}${QUERIES[path] ?? ""}`,
        headers: member.headers,
      });
      const json = String(response.headers["content-type"] ?? "").includes("json");
      answers.push({
        url,
        status: response.statusCode,
        body: json ? response.json() : response.body,
      });
    }
    return answers;
  }

  it("by default: no rate or amount anywhere, in any answer or file", async () => {
    const answers = await memberReads();
    // The reads that matter were made and answered.
    const answered = answers.filter((entry) => entry.status === 200).map((entry) => entry.url);
    expect(answered).toEqual(
      expect.arrayContaining([
        "/api/projectmanagement/timelog/",
        `/api/projectmanagement/timelog/${memberLog}/`,
        "/api/projectmanagement/timelog/totals/",
        "/api/projectmanagement/timelog/export/",
        "/api/projectmanagement/dashboard/",
        "/api/projectmanagement/statistics/",
        "/api/projectmanagement/hourly-rate-rule/",
        "/api/projectmanagement/project/",
        "/api/projectmanagement/debtor/",
        "/api/billing/billing-period/",
        "/api/auth/users/me/",
      ]),
    );
    expect(
      answers.flatMap((entry) =>
        typeof entry.body === "string"
          ? []
          : moneyIn(entry.body, ALL_MONEY).map((at) => `${entry.url} ${at}`),
      ),
    ).toEqual([]);
    const csv = answers.find((entry) => entry.url === "/api/projectmanagement/timelog/export/");
    expect(String(csv?.body).split("\r\n")[0]).toBe(
      "\uFEFFDate,Start,End,Hours,Duration,User,Debtor,Project,Activity,Description,Billable,Invoiced,Tags",
    );
  });

  it("answers a member 403 on every endpoint the contract keeps money required in", async () => {
    const closed: ReadonlySet<string> = new Set(CLOSED_TO_MEMBERS);
    const tried = Object.entries(endpoints)
      .filter(([group]) => closed.has(group))
      .flatMap(([, members]) =>
        Object.values(members as Record<string, { method: string; path: string }>),
      );
    expect(tried.length).toBeGreaterThan(20);
    const answers = await Promise.all(
      tried.map(async ({ method, path }) => {
        const url = path.replace(/:[a-z_]+/g, "1");
        const response = await context.app.inject({
          method: method as "GET",
          url,
          headers: member.headers,
          payload: method === "GET" || method === "DELETE" ? undefined : {},
        });
        return `${method} ${url} ${response.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(" 403"))).toEqual([]);
  });

  it("shows a log's rate and amount to its owner and the admins, to the member only when allowed", async () => {
    const url = `/api/projectmanagement/timelog/${memberLog}/`;
    const full = (await call("GET", url, owner)).body;
    expect(full).toMatchObject({ hourly_rate: "80.00", amount: "80.00", currency: "EUR" });
    expect((await call("GET", url, admin)).body).toEqual(full);
    const { hourly_rate: _rate, amount: _amount, ...withoutMoney } = full;
    expect((await call("GET", url, member)).body).toEqual(withoutMoney);

    const allowed = await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
      members_see_own_amounts: true,
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.members_see_own_amounts).toBe(true);
    try {
      expect((await call("GET", url, member)).body).toEqual(full);
      const answers = await memberReads();
      // Their own amounts now, the company's money still not.
      expect(
        answers.flatMap((entry) =>
          typeof entry.body === "string"
            ? []
            : moneyIn(entry.body, COMPANY_MONEY).map((at) => `${entry.url} ${at}`),
        ),
      ).toEqual([]);
      const totals = answers.find(
        (entry) => entry.url === "/api/projectmanagement/timelog/totals/",
      );
      expect(totals?.body).toEqual({
        tracked_seconds: 3600,
        billable_seconds: 3600,
        amounts: [{ currency: "EUR", amount: "80.00" }],
      });
      const csv = answers.find((entry) => entry.url === "/api/projectmanagement/timelog/export/");
      expect(String(csv?.body).split("\r\n")[0]).toBe(
        "\uFEFFDate,Start,End,Hours,Duration,User,Debtor,Project,Activity,Description,Billable,Rate,Amount,Currency,Invoiced,Tags",
      );
      const me = answers.find((entry) => entry.url === "/api/auth/users/me/");
      expect(me?.body).toMatchObject({ hourly_rate: "70.00" });
    } finally {
      await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, {
        members_see_own_amounts: false,
      });
    }
  });

  it("lets the owner alone decide whether members see their amounts", async () => {
    const url = `/api/masterdata/company-info/${companyId}/`;
    expect(await call("PATCH", url, admin, { members_see_own_amounts: true })).toEqual({
      status: 400,
      body: {
        members_see_own_amounts: [
          "Only the owner can change whether members see their own amounts.",
        ],
      },
    });
    expect((await call("PATCH", url, member, { members_see_own_amounts: true })).status).toBe(403);
    // Sending the value it has is no change: an admin's whole form saves.
    expect((await call("PATCH", url, admin, { members_see_own_amounts: false })).status).toBe(200);
    expect((await call("GET", url, admin)).body.members_see_own_amounts).toBe(false);
  });
});
