import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userSession } from "../../../src/db/schema/index.ts";
import { PASSWORD, signUp } from "../../helpers/accounts.ts";
import { addMember } from "../../helpers/factories.ts";
import { caller } from "../../helpers/project-time.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-05-04T09:00:00.000Z") };
const advance = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};
const SESSIONS = "/api/auth/sessions/";
const BLACKLISTED = {
  status: 401,
  body: { detail: "Token is blacklisted", code: "token_not_valid" },
};
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

describe("signed-in sessions", () => {
  const context = useTestApp({ deps: { clock: () => clock.now } });
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(context.app)(...args);
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await context.app.inject({ method: "POST", url, payload, headers });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  /** A log-in from a browser: its tokens and the header to call as it. */
  const logInFrom = async (username: string, userAgent: string, password = PASSWORD) => {
    const { body } = await post(
      "/api/auth/jwt/create/",
      { username, password },
      { "user-agent": userAgent },
    );
    return { tokens: body, headers: { authorization: `Bearer ${body.access}` } };
  };

  it("lists each log-in as a session, the current one marked, and keeps it through refreshes", async () => {
    const user = await signUp(context.app);
    const laptop = await logInFrom(user.username, FIREFOX);
    advance(60);
    const phone = await logInFrom(user.username, SAFARI);
    const session = (
      id: number,
      userAgent: string,
      created: string,
      used: string,
      current: boolean,
    ) => ({
      id,
      user_agent: userAgent,
      ip_address: "127.0.0.1",
      created_at: created,
      last_used_at: used,
      current,
    });
    const listed = await call("GET", SESSIONS, laptop);
    expect(listed).toEqual({
      status: 200,
      body: [
        session(
          expect.any(Number) as unknown as number,
          SAFARI,
          "2026-05-04T09:01:00.000Z",
          "2026-05-04T09:01:00.000Z",
          false,
        ),
        session(
          expect.any(Number) as unknown as number,
          FIREFOX,
          "2026-05-04T09:00:00.000Z",
          "2026-05-04T09:00:00.000Z",
          true,
        ),
      ],
    });
    const [phoneSession, laptopSession] = listed.body;
    expect(
      (await call("GET", SESSIONS, phone)).body.map((entry: { current: boolean }) => entry.current),
    ).toEqual([true, false]);

    // A refresh continues the laptop's session: its last use moves, the new tokens stay in it.
    advance(120);
    const rotated = await post(
      "/api/auth/jwt/refresh/",
      { refresh: laptop.tokens.refresh },
      { "user-agent": FIREFOX },
    );
    expect(rotated.status).toBe(200);
    const again = await call("GET", SESSIONS, {
      headers: { authorization: `Bearer ${rotated.body.access}` },
    });
    expect(again.body).toEqual([
      session(
        laptopSession.id,
        FIREFOX,
        "2026-05-04T09:00:00.000Z",
        "2026-05-04T09:03:00.000Z",
        true,
      ),
      session(
        phoneSession.id,
        SAFARI,
        "2026-05-04T09:01:00.000Z",
        "2026-05-04T09:01:00.000Z",
        false,
      ),
    ]);
  });

  it("ends one session: its refresh tokens are refused, the others go on", async () => {
    const user = await signUp(context.app);
    const laptop = await logInFrom(user.username, FIREFOX);
    const phone = await logInFrom(user.username, SAFARI);
    const phoneSession = (await call("GET", SESSIONS, laptop)).body.find(
      (entry: { user_agent: string }) => entry.user_agent === SAFARI,
    );
    expect(await call("DELETE", `${SESSIONS}${phoneSession.id}/`, laptop)).toEqual({
      status: 204,
      body: null,
    });
    expect(await post("/api/auth/jwt/refresh/", { refresh: phone.tokens.refresh })).toEqual(
      BLACKLISTED,
    );
    expect(await post("/api/auth/jwt/verify/", { token: phone.tokens.refresh })).toEqual(
      BLACKLISTED,
    );
    expect((await post("/api/auth/jwt/refresh/", { refresh: laptop.tokens.refresh })).status).toBe(
      200,
    );
    expect(await call("DELETE", `${SESSIONS}${phoneSession.id}/`, laptop)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
  });

  it("ends every other session at once, and logging out ends the own", async () => {
    const user = await signUp(context.app);
    const laptop = await logInFrom(user.username, FIREFOX);
    const phone = await logInFrom(user.username, SAFARI);
    const tablet = await logInFrom(user.username, SAFARI);
    expect(await call("POST", `${SESSIONS}end-others/`, laptop)).toEqual({
      status: 204,
      body: null,
    });
    for (const other of [phone, tablet])
      expect(await post("/api/auth/jwt/refresh/", { refresh: other.tokens.refresh })).toEqual(
        BLACKLISTED,
      );
    expect((await call("GET", SESSIONS, laptop)).body).toHaveLength(1);
    expect(await post("/api/auth/jwt/blacklist/", { refresh: laptop.tokens.refresh })).toEqual({
      status: 200,
      body: {},
    });
    expect((await call("GET", SESSIONS, laptop)).body).toEqual([]);
  });

  it("ends every session on a new password, even one begun in the same millisecond", async () => {
    const user = await signUp(context.app);
    const laptop = await logInFrom(user.username, FIREFOX);
    const phone = await logInFrom(user.username, SAFARI);
    const next = "a-brand-new-passphrase";
    expect(
      await call("POST", "/api/auth/users/set_password/", laptop, {
        current_password: PASSWORD,
        new_password: next,
        re_new_password: next,
      }),
    ).toEqual({ status: 204, body: null });
    for (const device of [laptop, phone])
      expect(await post("/api/auth/jwt/refresh/", { refresh: device.tokens.refresh })).toEqual(
        BLACKLISTED,
      );
    const fresh = await logInFrom(user.username, FIREFOX, next);
    expect(
      (await call("GET", SESSIONS, fresh)).body.map((entry: { current: boolean }) => entry.current),
    ).toEqual([true]);
  });

  it("shows no one else's sessions and lets no one else end them", async () => {
    const first = await signUp(context.app);
    const second = await signUp(context.app);
    const mine = await logInFrom(first.username, FIREFOX);
    const theirs = await logInFrom(second.username, SAFARI);
    const [own] = (await call("GET", SESSIONS, mine)).body;
    expect(await call("DELETE", `${SESSIONS}${own.id}/`, theirs)).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    expect((await post("/api/auth/jwt/refresh/", { refresh: mine.tokens.refresh })).status).toBe(
      200,
    );
  });

  it("cuts a long User-Agent and refuses API tokens", async () => {
    const user = await signUp(context.app);
    const long = await logInFrom(user.username, `Browser/${"x".repeat(600)}`);
    const [entry] = (await call("GET", SESSIONS, long)).body;
    expect(entry.user_agent).toHaveLength(400);
    const token = (
      await call("POST", "/api/auth/tokens/", long, { name: "t", scopes: ["time:read"] })
    ).body.token;
    expect(await call("GET", SESSIONS, { headers: { authorization: `Token ${token}` } })).toEqual({
      status: 403,
      body: { detail: "This request needs a signed-in session; an API token cannot make it." },
    });
  });

  it("signs a member out everywhere when they are deactivated", async () => {
    const owner = await signUp(context.app);
    const ownerSession = await logInFrom(owner.username, FIREFOX);
    const me = (await call("GET", "/api/auth/users/me/", ownerSession)).body;
    const member = await addMember(context.app, context.database.db, me.company, "member");
    const phone = await logInFrom(member.username, SAFARI);
    expect((await call("GET", SESSIONS, phone)).body).toHaveLength(2);
    expect(
      (await call("DELETE", `/api/usermanagement/member/${member.id}/`, ownerSession)).status,
    ).toBe(204);
    const left = await context.database.db
      .select()
      .from(userSession)
      .where(and(eq(userSession.companyId, me.company), eq(userSession.userId, member.id)));
    expect(left).toEqual([]);
    expect((await post("/api/auth/jwt/refresh/", { refresh: phone.tokens.refresh })).status).toBe(
      401,
    );
  });
});
