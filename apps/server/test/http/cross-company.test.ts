import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../helpers/accounts.ts";
import { addMember } from "../helpers/factories.ts";
import { BUYER, SELLER } from "../helpers/invoicing.ts";
import { buildProject, caller } from "../helpers/project-time.ts";
import { useTestApp } from "../helpers/test-app.ts";

type Method = "get" | "put" | "patch" | "delete" | "post";
type Who = { headers: Record<string, string> };

/** Reference data every company shares (plans, currencies), which anyone may read. */
const SHARED = new Set(["/api/billing/subscription-type/{id}/", "/api/masterdata/currency/{id}/"]);

/** Where a path's objects are listed, when that is not the path without its `{id}/…` tail. */
const LISTED_AT: Record<string, string> = {
  "/api/billing/cancel-billing-period/{id}/": "/api/billing/billing-period/",
  "/api/billing/resume-billing-period/{id}/": "/api/billing/billing-period/",
  "/api/invoicing/invoice/{id}/issue/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/next-number/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/mark-sent/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/payment/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/payments/{payment_id}/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/cancel/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/send/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/pdf/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/facturx/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/cii/": "/api/invoicing/invoice/",
  "/api/invoicing/invoice/{id}/ubl/": "/api/invoicing/invoice/",
  "/api/projectmanagement/saved-report/{id}/run/": "/api/projectmanagement/saved-report/",
  "/api/projectmanagement/saved-report/{id}/export/": "/api/projectmanagement/saved-report/",
  "/api/projectmanagement/saved-report/{id}/share/": "/api/projectmanagement/saved-report/",
  "/api/projectmanagement/saved-report/{id}/share/{share_id}/":
    "/api/projectmanagement/saved-report/",
};

const TEAM_PLAN = 2;

/**
 * Every route of the OpenAPI document that names an object by id, tried by the
 * owner of another company with the ids of company A's objects: each answers
 * 404 "Not found." and changes nothing. The routes come from the document, so a
 * new route is covered (or fails for want of an object) without editing this.
 */
describe("another company's objects", () => {
  const context = useTestApp();
  let call: ReturnType<typeof caller>;
  let owner: Who;
  let stranger: Who;
  let companyId: number;
  let routes: { path: string; method: Method }[];
  /** An issued invoice of company A and its payment, for the paths of one payment. */
  let paid: { invoice: number; payment: number };
  /** A saved report of company A's owner and a link to it, for the paths of one link. */
  let shared: { report: number; share: number };
  /** A pending import of company A (imports have no list: the job is read by its id). */
  let importJob: number;

  beforeAll(async () => {
    const { app } = context;
    call = caller(app);
    owner = await signedInUser(app);
    companyId = (await call("GET", "/api/auth/users/me/", owner)).body.company;
    stranger = await signedInUser(app);
    await call("POST", "/api/billing/initialize-subscription/", owner, {
      subscription_type: TEAM_PLAN,
      amount_of_users: 3,
    });
    await addMember(app, context.database.db, companyId, "member");
    await call("POST", "/api/usermanagement/invitation/", owner, { email: "grace@example.com" });
    const { debtor, project } = await buildProject(app, owner);
    await call("POST", "/api/projectmanagement/activity/", owner, { name: "Design" });
    await call("POST", "/api/projectmanagement/tag/", owner, { name: "Meeting" });
    await call("POST", "/api/auth/tokens/", owner, { name: "Script", scopes: ["time:read"] });
    await call("POST", "/api/projectmanagement/hourly-rate-rule/", owner, {
      debtor: debtor.id,
      rate_type: "hourly",
      rate: "80.00",
    });
    await call("POST", "/api/projectmanagement/billing-rounding-rule/", owner, {
      project: project.id,
      mode: "up",
      interval_minutes: 15,
      scope: "log",
    });
    // Finished: a running log's listed duration grows, and the lists are compared before and after.
    await call("POST", "/api/projectmanagement/timelog/", owner, {
      project: project.id,
      start: "2026-03-10T08:00:00Z",
      end: "2026-03-10T09:00:00Z",
    });
    await call("POST", "/api/invoicing/invoice/", owner, {
      debtor: debtor.id,
      service_from: "2026-03-01",
      service_until: "2026-03-31",
    });
    await call("PATCH", `/api/masterdata/company-info/${companyId}/`, owner, SELLER);
    await call("PATCH", `/api/projectmanagement/debtor/${debtor.id}/`, owner, BUYER);
    const issued = await call("POST", "/api/invoicing/invoice/", owner, {
      debtor: debtor.id,
      service_from: "2026-03-01",
      service_until: "2026-03-31",
      include_time: false,
      manual_lines: [{ description: "Setup", unit_price: "100" }],
    });
    await call("POST", `/api/invoicing/invoice/${issued.body.id}/issue/`, owner, {});
    const payment = await call("POST", `/api/invoicing/invoice/${issued.body.id}/payment/`, owner, {
      date: "2026-04-01",
      amount: "10",
    });
    if (payment.status !== 201) throw new Error(`payment: ${JSON.stringify(payment.body)}`);
    paid = { invoice: issued.body.id, payment: payment.body.payments[0].id };
    const report = await call("POST", "/api/projectmanagement/saved-report/", owner, {
      name: "March",
      from: "2026-03-01",
      to: "2026-03-31",
    });
    const share = await call(
      "POST",
      `/api/projectmanagement/saved-report/${report.body.id}/share/`,
      owner,
      {},
    );
    shared = { report: report.body.id, share: share.body.id };
    const file = new FormData();
    file.append(
      "file",
      new Blob([
        "Email,Project,Start date,Start time,Duration\r\na@example.com,X,2026-03-02,09:00:00,01:00:00\r\n",
      ]),
      "toggl.csv",
    );
    importJob = (
      await app.inject({
        method: "POST",
        url: "/api/projectmanagement/import/",
        headers: owner.headers,
        payload: file,
      })
    ).json().id;

    const document = (await app.inject({ method: "GET", url: "/api/schema/" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(document.paths)
      .filter(([path]) => path.includes("{id}") && !SHARED.has(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({ path, method: method as Method })),
      );
  });

  const listOf = (path: string) => LISTED_AT[path] ?? path.slice(0, path.indexOf("{id}"));

  /** Company A's objects listed where a path's objects are (the company itself for company-info). */
  async function companyObjects(path: string): Promise<{ id: number }[]> {
    if (path.startsWith("/api/masterdata/company-info/")) {
      return [(await call("GET", `/api/masterdata/company-info/${companyId}/`, owner)).body];
    }
    if (path.startsWith("/api/projectmanagement/import/")) {
      return [(await call("GET", `/api/projectmanagement/import/${importJob}/`, owner)).body];
    }
    const { status, body } = await call("GET", `${listOf(path)}?page_size=1000`, owner);
    if (status !== 200) throw new Error(`${listOf(path)} answered ${status}`);
    return Array.isArray(body) ? body : body.results;
  }

  it("covers every route with an id in the OpenAPI document", () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect([...new Set(routes.map((route) => route.path))]).toEqual([
      "/api/masterdata/company-info/{id}/",
      "/api/billing/billing-period/{id}/",
      "/api/billing/cancel-billing-period/{id}/",
      "/api/billing/resume-billing-period/{id}/",
      "/api/projectmanagement/debtor/{id}/",
      "/api/projectmanagement/project/{id}/",
      "/api/projectmanagement/activity/{id}/",
      "/api/projectmanagement/tag/{id}/",
      "/api/projectmanagement/project/{id}/budget/",
      "/api/projectmanagement/debtor/{id}/budget/",
      "/api/projectmanagement/hourly-rate-rule/{id}/",
      "/api/projectmanagement/billing-rounding-rule/{id}/",
      "/api/projectmanagement/timelog/{id}/stop/",
      "/api/projectmanagement/timelog/{id}/history/",
      "/api/projectmanagement/timelog/{id}/",
      "/api/invoicing/invoice/{id}/",
      "/api/invoicing/invoice/{id}/issue/",
      "/api/invoicing/invoice/{id}/next-number/",
      "/api/invoicing/invoice/{id}/mark-sent/",
      "/api/invoicing/invoice/{id}/payment/",
      "/api/invoicing/invoice/{id}/payments/{payment_id}/",
      "/api/invoicing/invoice/{id}/cancel/",
      "/api/invoicing/invoice/{id}/send/",
      "/api/invoicing/invoice/{id}/pdf/",
      "/api/invoicing/invoice/{id}/facturx/",
      "/api/invoicing/invoice/{id}/cii/",
      "/api/invoicing/invoice/{id}/ubl/",
      "/api/projectmanagement/saved-report/{id}/",
      "/api/projectmanagement/saved-report/{id}/run/",
      "/api/projectmanagement/saved-report/{id}/export/",
      "/api/projectmanagement/saved-report/{id}/share/",
      "/api/projectmanagement/saved-report/{id}/share/{share_id}/",
      "/api/projectmanagement/import/{id}/",
      "/api/projectmanagement/import/{id}/run/",
      "/api/usermanagement/member/{id}/",
      "/api/usermanagement/invitation/{id}/",
      "/api/auth/tokens/{id}/",
      "/api/auth/sessions/{id}/",
    ]);
    // A path can have several methods: sending has its defaults (GET) and the send itself (POST).
    const methodsOf = (path: string) =>
      routes.filter((route) => route.path === path).map((route) => route.method);
    expect(methodsOf("/api/invoicing/invoice/{id}/send/").sort()).toEqual(["get", "post"]);
  });

  it("answers 404 to each of them and changes nothing", async () => {
    const answers: string[] = [];
    for (const { path, method } of routes) {
      const before = await companyObjects(path);
      if (before.length === 0) throw new Error(`company A has no object for ${path}`);
      const url = path.includes("{payment_id}")
        ? path.replace("{id}", String(paid.invoice)).replace("{payment_id}", String(paid.payment))
        : path.includes("{share_id}")
          ? path.replace("{id}", String(shared.report)).replace("{share_id}", String(shared.share))
          : path.replace("{id}", String(before[0].id));
      const { status, body } = await call(
        method.toUpperCase() as Uppercase<Method>,
        url,
        stranger,
        method === "get" || method === "delete" ? undefined : { name: "taken over" },
      );
      answers.push(`${method.toUpperCase()} ${path} ${status} ${JSON.stringify(body)}`);
      expect(await companyObjects(path), `${method} ${path}`).toEqual(before);
    }
    expect(answers).toEqual(
      routes.map(
        ({ path, method }) => `${method.toUpperCase()} ${path} 404 {"detail":"Not found."}`,
      ),
    );
  });
});
