import { API_TOKEN_SCOPES, requiredScope } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const TOKENS = "/api/auth/tokens/";
const clock = { now: new Date("2026-11-02T08:00:00.000Z") };
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe("personal API tokens", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);
  const withToken = (token: string) => ({ headers: { authorization: `Token ${token}` } });

  it("creates a token shown once, lists it without its secret, and signs requests with it", async () => {
    const owner = await signedInUser(context.app);
    const created = await call("POST", TOKENS, owner, {
      name: "  Payroll export ",
      scopes: ["time:read", "projects:write", "time:read"],
      expires_at: "2027-01-01T00:00:00Z",
    });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: "Payroll export",
        // Each once, in the contract's order.
        scopes: ["time:read", "projects:write"],
        created_at: "2026-11-02T08:00:00.000Z",
        expires_at: "2027-01-01T00:00:00.000Z",
        last_used_at: null,
        token: expect.stringMatching(/^tpat_\d+_\d+_[A-Za-z0-9_-]{43}$/),
      },
    });
    const { token, ...shown } = created.body;
    expect(await call("GET", TOKENS, owner)).toEqual({ status: 200, body: [shown] });

    // The token acts as its user: who it is, and the time it may read.
    const me = await call("GET", "/api/auth/users/me/", withToken(token));
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(owner.username);
    expect(
      await call("GET", "/api/projectmanagement/timelog/?page_size=5", withToken(token)),
    ).toEqual({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    });
    // Its last use is kept, at most once a minute.
    const listed = await call("GET", TOKENS, owner);
    expect(listed.body[0].last_used_at).toBe("2026-11-02T08:00:00.000Z");
    clock.now = new Date("2026-11-02T08:00:30.000Z");
    await call("GET", "/api/auth/users/me/", withToken(token));
    expect((await call("GET", TOKENS, owner)).body[0].last_used_at).toBe(
      "2026-11-02T08:00:00.000Z",
    );
    clock.now = new Date("2026-11-02T08:01:00.000Z");
    await call("GET", "/api/auth/users/me/", withToken(token));
    expect((await call("GET", TOKENS, owner)).body[0].last_used_at).toBe(
      "2026-11-02T08:01:00.000Z",
    );
    clock.now = new Date("2026-11-02T08:00:00.000Z");
  });

  it("reaches only its scopes' routes, a write scope reads too, and never the session's own", async () => {
    const owner = await signedInUser(context.app);
    const { project } = await buildProject(context.app, owner);
    const reader = (await call("POST", TOKENS, owner, { name: "read", scopes: ["time:read"] })).body
      .token;
    const writer = (
      await call("POST", TOKENS, owner, { name: "write", scopes: ["time:write", "projects:read"] })
    ).body.token;
    const outOfScope = {
      status: 403,
      body: { detail: "This API token's scopes do not allow this request." },
    };
    const sessionOnly = {
      status: 403,
      body: { detail: "This request needs a signed-in session; an API token cannot make it." },
    };
    const log = {
      project: project.id,
      start: "2026-11-02T07:00:00Z",
      end: "2026-11-02T08:00:00Z",
      description: "From a script",
    };
    expect(await call("POST", "/api/projectmanagement/timelog/", withToken(reader), log)).toEqual(
      outOfScope,
    );
    expect(await call("GET", "/api/projectmanagement/project/", withToken(reader))).toEqual(
      outOfScope,
    );
    const written = await call("POST", "/api/projectmanagement/timelog/", withToken(writer), log);
    expect(written.status).toBe(201);
    expect(written.body.description).toBe("From a script");
    // time:write reads time as well; projects:read reads projects and may not change them.
    const read = await call(
      "GET",
      `/api/projectmanagement/timelog/${written.body.id}/`,
      withToken(writer),
    );
    expect(read.body.id).toBe(written.body.id);
    expect(
      (await call("GET", `/api/projectmanagement/project/${project.id}/`, withToken(writer)))
        .status,
    ).toBe(200);
    expect(
      await call("PATCH", `/api/projectmanagement/project/${project.id}/`, withToken(writer), {
        name: "Renamed",
      }),
    ).toEqual(outOfScope);
    // Tokens, passwords and the subscription need a session.
    expect(await call("GET", TOKENS, withToken(writer))).toEqual(sessionOnly);
    expect(
      await call("POST", TOKENS, withToken(writer), { name: "more", scopes: ["time:write"] }),
    ).toEqual(sessionOnly);
    expect(
      await call("POST", "/api/auth/users/set_password/", withToken(writer), {
        current_password: "x",
        new_password: "y",
        re_new_password: "y",
      }),
    ).toEqual(sessionOnly);
    expect(
      await call("PATCH", "/api/auth/users/me/", withToken(writer), { first_name: "x" }),
    ).toEqual(sessionOnly);
  });

  it("gives a member a member's rights only, whatever the scopes", async () => {
    const owner = await signedInUser(context.app);
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const member = await addMember(context.app, context.database.db, me.company, "member");
    const token = (
      await call("POST", TOKENS, member, { name: "all", scopes: [...API_TOKEN_SCOPES] })
    ).body.token;
    expect(
      await call("POST", "/api/projectmanagement/debtor/", withToken(token), { name: "Initech" }),
    ).toEqual({
      status: 403,
      body: { detail: "You do not have permission to perform this action." },
    });
    // The owner's list does not show the member's token, nor may the owner revoke it here.
    expect((await call("GET", TOKENS, owner)).body).toEqual([]);
    const memberTokens = (await call("GET", TOKENS, member)).body;
    expect(await call("DELETE", `${TOKENS}${memberTokens[0].id}/`, owner)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("refuses revoked, expired, forged and malformed tokens alike, with DRF's texts", async () => {
    const owner = await signedInUser(context.app);
    const created = (
      await call("POST", TOKENS, owner, {
        name: "short",
        scopes: ["time:read"],
        expires_at: "2026-11-02T09:00:00Z",
      })
    ).body;
    const refused = (detail: string) => ({ status: 401, body: { detail } });
    const forged = created.token.replace(/.$/, created.token.endsWith("A") ? "B" : "A");
    expect(await call("GET", "/api/auth/users/me/", withToken(forged))).toEqual(
      refused("Invalid token."),
    );
    expect(await call("GET", "/api/auth/users/me/", withToken("tpat_1_1_short"))).toEqual(
      refused("Invalid token."),
    );
    const empty = await context.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: { authorization: "Token" },
    });
    expect([empty.statusCode, empty.json()]).toEqual([
      401,
      { detail: "Invalid token header. No credentials provided." },
    ]);
    expect(await call("GET", "/api/auth/users/me/", withToken(`${created.token} extra`))).toEqual(
      refused("Invalid token header. Token string should not contain spaces."),
    );

    // Expired at its hour.
    clock.now = new Date("2026-11-02T09:00:00.000Z");
    expect(await call("GET", "/api/auth/users/me/", withToken(created.token))).toEqual(
      refused("Invalid token."),
    );
    clock.now = new Date("2026-11-02T08:00:00.000Z");
    expect((await call("GET", "/api/auth/users/me/", withToken(created.token))).status).toBe(200);

    // Revoked: gone from the list and refused from the next request on.
    expect(await call("DELETE", `${TOKENS}${created.id}/`, owner)).toEqual({
      status: 204,
      body: null,
    });
    expect(await call("GET", TOKENS, owner)).toEqual({ status: 200, body: [] });
    expect(await call("GET", "/api/auth/users/me/", withToken(created.token))).toEqual(
      refused("Invalid token."),
    );
    expect(await call("DELETE", `${TOKENS}${created.id}/`, owner)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("stops working when its user is deactivated", async () => {
    const owner = await signedInUser(context.app);
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const member = await addMember(context.app, context.database.db, me.company, "member");
    const token = (await call("POST", TOKENS, member, { name: "m", scopes: ["time:read"] })).body
      .token;
    expect((await call("GET", "/api/auth/users/me/", withToken(token))).status).toBe(200);
    expect((await call("DELETE", `/api/usermanagement/member/${member.id}/`, owner)).status).toBe(
      204,
    );
    expect(await call("GET", "/api/auth/users/me/", withToken(token))).toEqual({
      status: 401,
      body: { detail: "User inactive or deleted." },
    });
  });

  it("validates the body with clear messages and keeps at most twenty per user", async () => {
    const owner = await signedInUser(context.app);
    expect(await call("POST", TOKENS, owner, { name: "", scopes: [], expires_at: "soon" })).toEqual(
      {
        status: 400,
        body: {
          name: ["This field may not be blank."],
          scopes: ["Choose at least one scope."],
          expires_at: [
            "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
          ],
        },
      },
    );
    expect(await call("POST", TOKENS, owner, { name: "x", scopes: ["time:admin"] })).toEqual({
      status: 400,
      body: { scopes: ['"time:admin" is not a valid choice.'] },
    });
    expect(
      await call("POST", TOKENS, owner, {
        name: "x",
        scopes: ["time:read"],
        expires_at: "2026-11-02T08:00:00Z",
      }),
    ).toEqual({ status: 400, body: { expires_at: ["The expiry must lie in the future."] } });
    for (let index = 0; index < 20; index++) {
      const made = await call("POST", TOKENS, owner, { name: `t${index}`, scopes: ["time:read"] });
      expect(made.status).toBe(201);
      expect(made.body.created_at).toMatch(ISO);
    }
    expect(await call("POST", TOKENS, owner, { name: "one more", scopes: ["time:read"] })).toEqual({
      status: 400,
      body: {
        non_field_errors: ["You have 20 API tokens; revoke one before creating another."],
      },
    });
  });

  it("names a deliberate scope for every route of the API, or keeps it for sessions", () => {
    const routes: string[] = [];
    const walk = (value: unknown) => {
      if (!value || typeof value !== "object") return;
      const entry = value as { method?: unknown; path?: unknown };
      if (typeof entry.method === "string" && typeof entry.path === "string")
        routes.push(`${entry.method} ${entry.path}`);
      else for (const child of Object.values(value)) walk(child);
    };
    walk(endpoints);
    // What an API token can never do: sign in, manage accounts and tokens, pay for the
    // subscription; and what needs no sign-in at all. A new route lands in a scope or here.
    const sessionOnly = routes.filter((route) => {
      const [method, path] = route.split(" ");
      return requiredScope(method, path) === null;
    });
    expect(
      sessionOnly.every((route) =>
        /^\w+ \/api\/(auth|billing|usermanagement\/(create_and_send_email_verification|verify_email_token|invitation-preview)|health|website|shared-report)\/|^\w+ \/media\//.test(
          route,
        ),
      ),
    ).toBe(true);
    expect(requiredScope("GET", "/api/projectmanagement/timelog/:id/")).toBe("time:read");
    expect(requiredScope("POST", "/api/projectmanagement/timelog/start/")).toBe("time:write");
    expect(requiredScope("POST", "/api/projectmanagement/report/")).toBe("reports:read");
    expect(requiredScope("POST", "/api/projectmanagement/saved-report/")).toBe("reports:write");
    expect(requiredScope("GET", "/api/invoicing/invoice/:id/pdf/")).toBe("invoices:read");
    expect(requiredScope("POST", "/api/invoicing/invoice/:id/issue/")).toBe("invoices:write");
    expect(requiredScope("PATCH", "/api/masterdata/company-info/:id/")).toBe("company:write");
    expect(requiredScope("GET", "/api/masterdata/currency/:id/")).toBe("any");
    expect(requiredScope("GET", "/api/auth/users/me/")).toBe("any");
    expect(requiredScope("POST", "/api/billing/change-company-subscription/")).toBeNull();
    expect(requiredScope("DELETE", "/api/auth/tokens/:id/")).toBeNull();
  });
});
