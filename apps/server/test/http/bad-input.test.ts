import { describe, expect, it } from "vitest";
import { signedInUser, uniqueName } from "../helpers/accounts.ts";
import { buildProject, caller } from "../helpers/project-time.ts";
import { useTestApp } from "../helpers/test-app.ts";

const BASE = "/api/projectmanagement";

/** Values no form would send. */
const ODD_VALUES: unknown[] = [
  null,
  "",
  "x",
  -1,
  1.5,
  1e20,
  true,
  [],
  {},
  "2026-13-45",
  "\u0000",
  "a".repeat(10_000),
];
const ODD_QUERY_VALUES = [
  "x",
  "-1",
  "1.5",
  "100000000000000000000",
  "2026-13-45",
  "\u0000",
  "a".repeat(2000),
];

describe("bad input", () => {
  const context = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);

  it("refuses a text with a null character at its field, as DRF does, instead of failing in the database", async () => {
    const owner = await signedInUser(context.app);
    expect(await call("POST", `${BASE}/debtor/`, owner, { name: "Acme\u0000" })).toEqual({
      status: 400,
      body: { name: ["Null characters are not allowed."] },
    });
    expect(
      await call("POST", `${BASE}/debtor/`, owner, { name: "Acme", notes: { deep: ["\u0000"] } }),
    ).toEqual({ status: 400, body: { notes: ["Null characters are not allowed."] } });
    const { project } = await buildProject(context.app, owner);
    expect(
      await call("PATCH", `${BASE}/project/${project.id}/`, owner, {
        name: "\u0000",
        description: "fine",
      }),
    ).toEqual({ status: 400, body: { name: ["Null characters are not allowed."] } });
    expect(
      await call("POST", "/api/auth/users/", undefined, {
        username: `${uniqueName()}\u0000`,
        email: `${uniqueName()}@example.com`,
        password: "correct-horse-battery",
        re_password: "correct-horse-battery",
      }),
    ).toEqual({ status: 400, body: { username: ["Null characters are not allowed."] } });
  });

  it("answers a key past any stored one as an object that does not exist", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    expect(
      await call("POST", `${BASE}/timelog/`, owner, {
        project: 100000000000000000000,
        start: "2026-03-02T08:00:00Z",
        end: "2026-03-02T09:00:00Z",
      }),
    ).toEqual({
      status: 400,
      body: { project: ['Invalid pk "100000000000000000000" - object does not exist.'] },
    });
    expect(
      await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
        rate_type: "hourly",
        rate: "10",
        project: project.id,
        activity: "99999999999",
      }),
    ).toEqual({
      status: 400,
      body: { activity: ['Invalid pk "99999999999" - object does not exist.'] },
    });
    expect(await call("GET", `${BASE}/timelog/?page=100000000000000000000`, owner)).toEqual({
      status: 404,
      body: { detail: "Invalid page." },
    });
  });

  it("never answers 500 to odd values in any field or filter of the project-time collections", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    const valid: Record<string, Record<string, unknown>> = {
      debtor: { name: "D" },
      project: { name: "P" },
      activity: { name: "A" },
      "hourly-rate-rule": { rate_type: "hourly", rate: "10" },
      timelog: { project: project.id, start: "2026-01-05T08:00:00Z", end: "2026-01-05T09:00:00Z" },
    };
    const fields: Record<string, string[]> = {
      debtor: ["name", "currency", "email", "country", "payment_terms_days", "is_archived"],
      project: [
        "name",
        "debtor",
        "budget_hours",
        "budget_amount",
        "start_date",
        "color",
        "currency",
      ],
      activity: ["name", "project", "color", "billable_by_default"],
      "hourly-rate-rule": ["rate", "rate_type", "project", "user", "valid_from", "internal_rate"],
      timelog: ["project", "activity", "start", "end", "description", "billable"],
    };
    const filters = [
      "page",
      "page_size",
      "ordering",
      "search",
      "is_archived",
      "project",
      "user",
      "billable",
      "invoiced",
      "start_after",
    ];
    const failures: string[] = [];
    for (const [collection, names] of Object.entries(fields)) {
      const created = await call("POST", `${BASE}/${collection}/`, owner, valid[collection]);
      expect(created.status, collection).toBe(201);
      for (const name of names)
        for (const value of ODD_VALUES)
          for (const [method, url] of [
            ["POST", `${BASE}/${collection}/`],
            ["PATCH", `${BASE}/${collection}/${created.body.id}/`],
          ] as const) {
            const answer = await call(method, url, owner, { ...valid[collection], [name]: value });
            if (answer.status >= 500)
              failures.push(
                `${method} ${collection} ${name}=${JSON.stringify(value).slice(0, 20)}`,
              );
          }
      for (const filter of filters)
        for (const value of ODD_QUERY_VALUES) {
          const url = `${BASE}/${collection}/?${filter}=${encodeURIComponent(value)}`;
          const answer = await call("GET", url, owner);
          if (answer.status >= 500)
            failures.push(`GET ${collection} ${filter}=${value.slice(0, 20)}`);
        }
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
