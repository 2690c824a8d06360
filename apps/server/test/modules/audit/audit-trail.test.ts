import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvent } from "../../../src/db/schema/index.ts";
import { PASSWORD, signUp } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-07-01T08:00:00.000Z") };
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const HASH = /^[0-9a-f]{64}$/;

describe("the audit trail", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);
  const logInAs = async (username: string, password = PASSWORD) => {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { username, password },
      headers: { "user-agent": FIREFOX },
    });
    return {
      status: response.statusCode,
      headers: { authorization: `Bearer ${response.json().access}` },
    };
  };

  it("records sign-ins, failures, tokens and passwords in one chain the owner reads and verifies", async () => {
    const owner = await signUp(context.app);
    expect((await logInAs(owner.username, "wrong-password")).status).toBe(401);
    const session = await logInAs(owner.username);
    const me = (await call("GET", "/api/auth/users/me/", session)).body;
    const token = await call("POST", "/api/auth/tokens/", session, {
      name: "Export",
      scopes: ["time:read"],
    });
    await call("DELETE", `/api/auth/tokens/${token.body.id}/`, session);

    const listed = await call("GET", "/api/audit/events/?ordering=sequence", session);
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(4);
    const base = {
      occurred_at: "2026-07-01T08:00:00.000Z",
      user: me.id,
      username: owner.username,
      previous_hash: expect.stringMatching(HASH),
      hash: expect.stringMatching(HASH),
    };
    expect(listed.body.results).toEqual([
      {
        ...base,
        sequence: 1,
        action: "auth.login_failed",
        subject_type: null,
        subject_id: null,
        ip_address: "127.0.0.1",
        user_agent: FIREFOX,
        details: { reason: "password" },
        previous_hash: "0".repeat(64),
      },
      {
        ...base,
        sequence: 2,
        action: "auth.login",
        subject_type: "session",
        subject_id: expect.any(Number),
        ip_address: "127.0.0.1",
        user_agent: FIREFOX,
        details: {},
      },
      {
        ...base,
        sequence: 3,
        action: "api_token.created",
        subject_type: "api_token",
        subject_id: token.body.id,
        // Where the request came from (its client, decision 038), like the sign-ins above.
        ip_address: "127.0.0.1",
        user_agent: "lightMyRequest",
        details: { name: "Export", scopes: ["time:read"], expires_at: null },
      },
      {
        ...base,
        sequence: 4,
        action: "api_token.revoked",
        subject_type: "api_token",
        subject_id: token.body.id,
        ip_address: "127.0.0.1",
        user_agent: "lightMyRequest",
        details: { name: "Export" },
      },
    ]);
    // Each record names the hash of the one before.
    const [first, second, third, fourth] = listed.body.results;
    expect([second.previous_hash, third.previous_hash, fourth.previous_hash]).toEqual([
      first.hash,
      second.hash,
      third.hash,
    ]);
    expect(await call("GET", "/api/audit/verify/", session)).toEqual({
      status: 200,
      body: { valid: true, records: 4, last_hash: fourth.hash, broken_at: null },
    });
    // Filters: by action and by person.
    const failed = await call("GET", "/api/audit/events/?action=auth.login_failed", session);
    expect(failed.body.results.map((event: { sequence: number }) => event.sequence)).toEqual([1]);
    // The user's own activity, newest first, without the chain's hashes.
    const own = await call("GET", "/api/auth/activity/", session);
    expect(own.body.map((event: { action: string }) => event.action)).toEqual([
      "api_token.revoked",
      "api_token.created",
      "auth.login",
      "auth.login_failed",
    ]);
    expect(Object.keys(own.body[0])).not.toContain("hash");
  });

  it("finds a record changed or deleted behind the API", async () => {
    const owner = await signUp(context.app);
    const session = await logInAs(owner.username);
    await logInAs(owner.username);
    await logInAs(owner.username);
    const me = (await call("GET", "/api/auth/users/me/", session)).body;
    const db = context.database.db;
    const ofSequence = (sequence: number) =>
      and(eq(auditEvent.companyId, me.company), eq(auditEvent.sequence, sequence));
    await db.update(auditEvent).set({ ipAddress: "10.0.0.9" }).where(ofSequence(2));
    const changed = await call("GET", "/api/audit/verify/", session);
    expect(changed.body).toEqual({
      valid: false,
      records: 1,
      last_hash: expect.stringMatching(HASH),
      broken_at: 2,
    });
    await db.update(auditEvent).set({ ipAddress: "127.0.0.1" }).where(ofSequence(2));
    expect((await call("GET", "/api/audit/verify/", session)).body.valid).toBe(true);
    // The last record removed: the chain's head still names it.
    await db.delete(auditEvent).where(ofSequence(3));
    expect((await call("GET", "/api/audit/verify/", session)).body).toEqual({
      valid: false,
      records: 2,
      last_hash: expect.stringMatching(HASH),
      broken_at: 3,
    });
    // One removed from the middle.
    await db.execute(
      sql`delete from audit_event where company_id = ${me.company} and sequence = 1`,
    );
    expect((await call("GET", "/api/audit/verify/", session)).body.broken_at).toBe(1);
  });

  it("exports the trail as CSV and JSON, and keeps it from everyone but the owner", async () => {
    const owner = await signUp(context.app);
    const session = await logInAs(owner.username);
    const me = (await call("GET", "/api/auth/users/me/", session)).body;
    const admin = await addMember(context.app, context.database.db, me.company, "admin");
    const csv = await context.app.inject({
      method: "GET",
      url: "/api/audit/events/export/?format=csv",
      headers: session.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="audit-trail.csv"');
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "sequence,occurred_at,user,username,action,subject_type,subject_id,ip_address,user_agent,details,previous_hash,hash",
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^1,2026-07-01T08:00:00.000Z,${me.id},${owner.username},auth.login,session,\\d+,127.0.0.1,`,
      ),
    );
    const json = await context.app.inject({
      method: "GET",
      url: "/api/audit/events/export/?format=json",
      headers: session.headers,
    });
    expect(json.headers["content-type"]).toBe("application/octet-stream");
    expect(json.headers["content-disposition"]).toBe('attachment; filename="audit-trail.json"');
    // The admin's own sign-in (by addMember) is in the company's trail too.
    expect(json.json().map((event: { action: string }) => event.action)).toEqual([
      "auth.login",
      "auth.login",
    ]);
    const denied = {
      status: 403,
      body: { detail: "You do not have permission to perform this action." },
    };
    expect(await call("GET", "/api/audit/events/", admin)).toEqual(denied);
    expect(await call("GET", "/api/audit/verify/", admin)).toEqual(denied);
    // Another company's owner sees only their own chain.
    const stranger = await signUp(context.app);
    const theirs = await logInAs(stranger.username);
    const listed = await call("GET", "/api/audit/events/", theirs);
    expect(listed.body.count).toBe(1);
    expect(listed.body.results[0].username).toBe(stranger.username);
  });
});
