import { describe, expect, it } from "vitest";
import { signedInUser } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { buildProject, caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const EXPORT = "/api/auth/users/me/export/";
const BASE = "/api/projectmanagement";
const NOW = "2026-07-01T08:00:00.000Z";

/** Data portability (issue 26): everything stored about a user, as one JSON download. */
describe("a user's own data", () => {
  const context = useTestApp({ deps: { clock: () => new Date(NOW) } });
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);
  const download = (who: { headers: Record<string, string> }) =>
    context.app.inject({ method: "GET", url: EXPORT, headers: who.headers });

  it("downloads the profile, the user's own logs, sessions, tokens and security events, and nobody else's", async () => {
    const owner = await signedInUser(context.app);
    const me = (await call("GET", "/api/auth/users/me/", owner)).body;
    const { project } = await buildProject(context.app, owner);
    await call("POST", `${BASE}/hourly-rate-rule/`, owner, {
      project: project.id,
      rate_type: "hourly",
      rate: "90.00",
    });
    const member = await addMember(context.app, context.database.db, me.company, "member");
    for (const [who, start, end] of [
      [member, "2026-06-29T08:00:00Z", "2026-06-29T09:00:00Z"],
      [member, "2026-06-30T08:00:00Z", "2026-06-30T08:30:00Z"],
      [owner, "2026-06-30T10:00:00Z", "2026-06-30T11:00:00Z"],
    ] as const)
      await call("POST", `${BASE}/timelog/`, who, { project: project.id, start, end });
    await call("POST", "/api/auth/tokens/", member, { name: "Script", scopes: ["time:read"] });
    await call("POST", `${BASE}/saved-report/`, member, {
      name: "June",
      from: "2026-06-01",
      to: "2026-06-30",
    });

    const response = await download(member);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/octet-stream");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="tempus-${member.username}-data.json"`,
    );
    const data = JSON.parse(response.body);
    expect(data.exported_at).toBe(NOW);
    // A member who sees no amounts (the default) finds none here either (decision 039).
    expect(data.user).toEqual({
      id: member.id,
      username: member.username,
      email: `${member.username}@example.com`,
      role: "member",
      language_preference: "en",
      format_locale: null,
      email_verified: expect.any(Boolean),
      date_joined: expect.any(String),
      last_login: expect.any(String),
    });
    expect(data.company).toEqual({ id: me.company, name: expect.any(String) });
    expect(
      data.time_logs.map((log: { start: string; duration_seconds: number; user: number }) => [
        log.start,
        log.duration_seconds,
        log.user,
      ]),
    ).toEqual([
      ["2026-06-29T08:00:00.000Z", 3600, member.id],
      ["2026-06-30T08:00:00.000Z", 1800, member.id],
    ]);
    expect(data.time_logs[0]).not.toHaveProperty("amount");
    expect(data.time_logs[0]).not.toHaveProperty("hourly_rate");
    expect(data.sessions).toEqual([
      {
        user_agent: "lightMyRequest",
        ip_address: "127.0.0.1",
        created_at: NOW,
        last_used_at: NOW,
      },
    ]);
    expect(data.api_tokens).toEqual([
      {
        name: "Script",
        scopes: ["time:read"],
        created_at: NOW,
        expires_at: null,
        last_used_at: null,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain("tpat_");
    expect(data.saved_reports).toEqual([{ name: "June", definition: expect.any(Object) }]);
    expect(data.security_events.map((event: { action: string }) => event.action)).toEqual([
      "auth.login",
      "api_token.created",
    ]);

    // The owner sees their amounts, and only their own logs.
    const own = JSON.parse((await download(owner)).body);
    expect(own.user.hourly_rate).toBeNull();
    expect(own.time_logs).toMatchObject([{ user: me.id, amount: "90.00", hourly_rate: "90.00" }]);
  });

  it("is for the signed-in person only: no API token, no anonymous caller", async () => {
    const owner = await signedInUser(context.app);
    const token = await call("POST", "/api/auth/tokens/", owner, {
      name: "Script",
      scopes: ["time:read"],
    });
    const byToken = await context.app.inject({
      method: "GET",
      url: EXPORT,
      headers: { authorization: `Token ${token.body.token}` },
    });
    expect(byToken.statusCode).toBe(403);
    expect((await context.app.inject({ method: "GET", url: EXPORT })).statusCode).toBe(401);
  });
});
