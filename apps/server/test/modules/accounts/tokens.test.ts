import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { purgeRevokedTokens } from "../../../src/modules/accounts/purge-revoked-tokens.ts";
import { logIn, PASSWORD, signedInUser, signUp } from "../../helpers/accounts.ts";
import { changeUserByHand } from "../../helpers/by-hand.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { TEST_SECRET_KEY, useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-03-01T10:00:00Z") };
const advance = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};
const NOT_PROVIDED = { detail: "Authentication credentials were not provided." };
const accessError = (message: string) => ({
  detail: "Given token not valid for any token type",
  code: "token_not_valid",
  messages: [{ token_class: "AccessToken", token_type: "access", message }],
});
const tokenError = (detail: string) => ({ detail, code: "token_not_valid" });
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());

describe("JWT sessions", () => {
  const context = useTestApp({ deps: { clock: () => clock.now, mailer: captureMailer() } });
  const post = async (url: string, payload: object) => {
    const response = await context.app.inject({ method: "POST", url, payload });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const me = async (authorization?: string) => {
    const response = await context.app.inject({
      method: "GET",
      url: "/api/auth/users/me/",
      headers: authorization ? { authorization } : {},
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  describe("POST /api/auth/jwt/create/", () => {
    it("issues a pair of tokens with simplejwt's claims", async () => {
      const user = await signUp(context.app);
      const { status, body } = await post("/api/auth/jwt/create/", {
        username: user.username,
        password: PASSWORD,
      });
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(["refresh", "access"]);
      const { company } = (await me(`Bearer ${body.access}`)).body;
      const iat = Math.floor(clock.now.getTime() / 1000);
      expect(decode(body.access)).toEqual({
        token_type: "access",
        exp: iat + 300,
        iat,
        jti: expect.stringMatching(/^[0-9a-f]{32}$/),
        user_id: String(user.id),
        company_id: String(company),
        // No password change yet; a change revokes the refresh tokens issued before it.
        password_changed_at: "0",
        // The session this log-in began (decision 035), carried by both tokens.
        sid: expect.stringMatching(/^[1-9]\d*$/),
      });
      expect(decode(body.refresh)).toMatchObject({
        token_type: "refresh",
        exp: iat + 86400,
        sid: decode(body.access).sid,
      });
      expect(JSON.parse(Buffer.from(body.access.split(".")[0], "base64url").toString())).toEqual({
        alg: "HS256",
        typ: "JWT",
      });
    });

    it("accepts the username in another case", async () => {
      const user = await signUp(context.app);
      expect(
        (
          await post("/api/auth/jwt/create/", {
            username: user.username.toUpperCase(),
            password: PASSWORD,
          })
        ).status,
      ).toBe(200);
    });

    it("answers a wrong password and an unknown user alike", async () => {
      const user = await signUp(context.app);
      const expected = {
        status: 401,
        body: {
          detail: "No active account found with the given credentials",
          code: "no_active_account",
        },
      };
      const wrong = await post("/api/auth/jwt/create/", {
        username: user.username,
        password: "nope-nope-nope",
      });
      const unknown = await post("/api/auth/jwt/create/", {
        username: "nobody-at-all",
        password: "nope",
      });
      expect({ status: wrong.status, body: wrong.body }).toEqual(expected);
      expect({ status: unknown.status, body: unknown.body }).toEqual(expected);
      expect(wrong.headers["www-authenticate"]).toBe('Bearer realm="api"');
    });

    it("lists missing fields", async () => {
      expect(await post("/api/auth/jwt/create/", {})).toMatchObject({
        status: 400,
        body: { username: ["This field is required."], password: ["This field is required."] },
      });
      expect(await post("/api/auth/jwt/create/", { username: "", password: "x" })).toMatchObject({
        status: 400,
        body: { username: ["This field may not be blank."] },
      });
    });
  });

  describe("authentication of protected routes", () => {
    it("accepts a valid access token", async () => {
      const user = await signedInUser(context.app);
      const { status, body } = await me(`Bearer ${user.tokens.access}`);
      expect(status).toBe(200);
      expect(body.username).toBe(user.username);
    });

    it("asks for credentials, naming the scheme", async () => {
      const { status, body, headers } = await me();
      expect({ status, body }).toEqual({ status: 401, body: NOT_PROVIDED });
      expect(headers["www-authenticate"]).toBe('Bearer realm="api"');
    });

    it("treats another scheme as anonymous", async () => {
      expect(await me("Basic dXNlcjpwYXNz")).toMatchObject({ status: 401, body: NOT_PROVIDED });
    });

    it("refuses Bearer without a token", async () => {
      expect(await me("Bearer")).toMatchObject({
        status: 401,
        body: {
          detail: "Authorization header must contain two space-delimited values",
          code: "bad_authorization_header",
        },
      });
    });

    it("accepts tokens issued before they carried the company, and refuses a bad company claim", async () => {
      const user = await signedInUser(context.app);
      const { company } = (await me(user.headers.authorization)).body;
      const sign = (claims: object) =>
        new SignJWT(claims as Record<string, unknown>)
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .sign(new TextEncoder().encode(TEST_SECRET_KEY));
      const { company_id: _company, ...withoutCompany } = decode(user.tokens.access);
      const older = await sign(withoutCompany);
      expect(await me(`Bearer ${older}`)).toMatchObject({
        status: 200,
        body: { id: user.id, username: user.username },
      });
      const { company_id: _refreshCompany, ...olderRefresh } = decode(user.tokens.refresh);
      const refreshed = await post("/api/auth/jwt/refresh/", { refresh: await sign(olderRefresh) });
      expect(refreshed.status).toBe(200);
      expect(decode(refreshed.body.access)).toMatchObject({
        user_id: String(user.id),
        company_id: String(company),
      });
      const bad = await sign({ ...decode(user.tokens.access), company_id: "one" });
      expect(await me(`Bearer ${bad}`)).toMatchObject({
        status: 401,
        body: accessError("Token is invalid"),
      });
    });

    it("refuses validly signed tokens that name no possible user or were issued in the future", async () => {
      const user = await signedInUser(context.app);
      const sign = (claims: object) =>
        new SignJWT(claims as Record<string, unknown>)
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .sign(new TextEncoder().encode(TEST_SECRET_KEY));
      const claims = decode(user.tokens.access);
      for (const changes of [
        { user_id: "9".repeat(30) },
        { user_id: "9223372036854775808" },
        { user_id: "0" },
        { company_id: "1".repeat(25) },
        { iat: claims.iat + 3600 },
        { iat: "soon" },
        { password_changed_at: "yesterday" },
      ]) {
        expect(await me(`Bearer ${await sign({ ...claims, ...changes })}`)).toMatchObject({
          status: 401,
          body: accessError("Token is invalid"),
        });
      }
      // A few seconds ahead is another instance's clock, not a forgery.
      expect((await me(`Bearer ${await sign({ ...claims, iat: claims.iat + 20 })}`)).status).toBe(
        200,
      );
      const refresh = await sign({ ...decode(user.tokens.refresh), user_id: "9".repeat(30) });
      expect(await post("/api/auth/jwt/refresh/", { refresh })).toMatchObject({
        status: 401,
        body: { detail: "Token is invalid", code: "token_not_valid" },
      });
    });

    it("refuses a tampered, a foreign-signed and an expired access token", async () => {
      const user = await signedInUser(context.app);
      const [header, payload, signature] = user.tokens.access.split(".");
      const forged = Buffer.from(
        JSON.stringify({ ...decode(user.tokens.access), user_id: "1" }),
      ).toString("base64url");
      expect(await me(`Bearer ${header}.${forged}.${signature}`)).toMatchObject({
        status: 401,
        body: accessError("Token is invalid"),
      });
      const foreign = await new SignJWT(decode(user.tokens.access))
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .sign(new TextEncoder().encode("another-secret-key-of-sufficient-length!!"));
      expect(await me(`Bearer ${foreign}`)).toMatchObject({
        status: 401,
        body: accessError("Token is invalid"),
      });
      expect(await me(`Bearer ${header}.${payload}`)).toMatchObject({
        status: 401,
        body: accessError("Token is invalid"),
      });
      advance(301);
      expect(await me(`Bearer ${user.tokens.access}`)).toMatchObject({
        status: 401,
        body: accessError("Token is expired"),
      });
    });

    it("checks the expiry on every use of a token it has seen before, to the second", async () => {
      const user = await signedInUser(context.app);
      expect((await me(`Bearer ${user.tokens.access}`)).status).toBe(200);
      advance(299);
      expect((await me(`Bearer ${user.tokens.access}`)).status).toBe(200);
      advance(1);
      expect(await me(`Bearer ${user.tokens.access}`)).toMatchObject({
        status: 401,
        body: accessError("Token is expired"),
      });
      // A refresh token seen as such is still refused as an access token.
      expect((await post("/api/auth/jwt/verify/", { token: user.tokens.refresh })).status).toBe(
        200,
      );
      expect(await me(`Bearer ${user.tokens.refresh}`)).toMatchObject({
        status: 401,
        body: accessError("Token has wrong type"),
      });
    });

    it("refuses a refresh token as access token", async () => {
      const user = await signedInUser(context.app);
      expect(await me(`Bearer ${user.tokens.refresh}`)).toMatchObject({
        status: 401,
        body: accessError("Token has wrong type"),
      });
    });

    it("checks authentication before the method", async () => {
      const response = await context.app.inject({ method: "DELETE", url: "/api/auth/users/me/" });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(NOT_PROVIDED);
      const user = await signedInUser(context.app);
      const allowed = await context.app.inject({
        method: "DELETE",
        url: "/api/auth/users/me/",
        headers: user.headers,
      });
      expect(allowed.statusCode).toBe(405);
      expect(allowed.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
    });

    it("refuses a bad token on a public route too, as DRF does", async () => {
      const response = await context.app.inject({
        method: "GET",
        url: "/api/masterdata/currency/",
        headers: { authorization: "Bearer garbage" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(accessError("Token is invalid"));
    });
  });

  describe("POST /api/auth/jwt/refresh/", () => {
    it("rotates: a new pair, and the used refresh token is revoked", async () => {
      const user = await signedInUser(context.app);
      advance(10);
      const { status, body } = await post("/api/auth/jwt/refresh/", {
        refresh: user.tokens.refresh,
      });
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(["access", "refresh"]);
      expect(body.refresh).not.toBe(user.tokens.refresh);
      expect((await me(`Bearer ${body.access}`)).status).toBe(200);

      expect(await post("/api/auth/jwt/refresh/", { refresh: user.tokens.refresh })).toMatchObject({
        status: 401,
        body: tokenError("Token is blacklisted"),
      });
      expect((await post("/api/auth/jwt/refresh/", { refresh: body.refresh })).status).toBe(200);
    });

    it("lets only one of two parallel rotations of a token win", async () => {
      const user = await signedInUser(context.app);
      const results = await Promise.all(
        [1, 2, 3].map(() => post("/api/auth/jwt/refresh/", { refresh: user.tokens.refresh })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 401, 401]);
    });

    it("refuses invalid, expired and access tokens", async () => {
      const user = await signedInUser(context.app);
      expect(await post("/api/auth/jwt/refresh/", { refresh: "not.a.token" })).toMatchObject({
        status: 401,
        body: tokenError("Token is invalid"),
      });
      expect(await post("/api/auth/jwt/refresh/", { refresh: user.tokens.access })).toMatchObject({
        status: 401,
        body: tokenError("Token has wrong type"),
      });
      advance(86401);
      expect(await post("/api/auth/jwt/refresh/", { refresh: user.tokens.refresh })).toMatchObject({
        status: 401,
        body: tokenError("Token is expired"),
      });
      expect(await post("/api/auth/jwt/refresh/", {})).toMatchObject({
        status: 400,
        body: { refresh: ["This field is required."] },
      });
    });
  });

  describe("POST /api/auth/jwt/verify/ and /blacklist/", () => {
    it("verifies access and refresh tokens", async () => {
      const user = await signedInUser(context.app);
      expect(await post("/api/auth/jwt/verify/", { token: user.tokens.access })).toMatchObject({
        status: 200,
        body: {},
      });
      expect(await post("/api/auth/jwt/verify/", { token: user.tokens.refresh })).toMatchObject({
        status: 200,
        body: {},
      });
      expect(await post("/api/auth/jwt/verify/", { token: "x" })).toMatchObject({
        status: 401,
        body: tokenError("Token is invalid"),
      });
    });

    it("logs out: the refresh token is revoked and cannot be used again", async () => {
      const user = await signedInUser(context.app);
      expect(
        await post("/api/auth/jwt/blacklist/", { refresh: user.tokens.refresh }),
      ).toMatchObject({
        status: 200,
        body: {},
      });
      expect(await post("/api/auth/jwt/verify/", { token: user.tokens.refresh })).toMatchObject({
        status: 401,
        body: tokenError("Token is blacklisted"),
      });
      expect(await post("/api/auth/jwt/refresh/", { refresh: user.tokens.refresh })).toMatchObject({
        status: 401,
        body: tokenError("Token is blacklisted"),
      });
      expect(
        (await post("/api/auth/jwt/blacklist/", { refresh: user.tokens.refresh })).status,
      ).toBe(200);
      expect(await post("/api/auth/jwt/blacklist/", { refresh: user.tokens.access })).toMatchObject(
        {
          status: 401,
          body: tokenError("Token has wrong type"),
        },
      );
    });

    it("forgets revoked tokens once they have expired", async () => {
      await purgeRevokedTokens(context.database.db, () => clock.now);
      const user = await signedInUser(context.app);
      await post("/api/auth/jwt/blacklist/", { refresh: user.tokens.refresh });
      expect(await purgeRevokedTokens(context.database.db, () => clock.now)).toBe(0);
      advance(86401);
      expect(await purgeRevokedTokens(context.database.db, () => clock.now)).toBeGreaterThanOrEqual(
        1,
      );
      expect(await post("/api/auth/jwt/refresh/", { refresh: user.tokens.refresh })).toMatchObject({
        status: 401,
        body: tokenError("Token is expired"),
      });
    });
  });

  it("refuses tokens of a deactivated user", async () => {
    const user = await signedInUser(context.app);
    await changeUserByHand(context.database.db, user.id, { isActive: false });
    // Changed outside the app, as another instance would: its notice reaches the app's user cache
    // moments after the commit (src/http/user-cache.ts).
    await vi.waitFor(
      async () =>
        expect(await me(`Bearer ${user.tokens.access}`)).toMatchObject({
          status: 401,
          body: { detail: "User is inactive", code: "user_inactive" },
        }),
      { timeout: 5000, interval: 20 },
    );
    expect(await post("/api/auth/jwt/refresh/", { refresh: user.tokens.refresh })).toMatchObject({
      status: 401,
      body: { detail: "No active account found for the given token.", code: "no_active_account" },
    });
    await expect(logIn(context.app, user.username)).rejects.toThrow("No active account");
  });

  it("signs with the configured secret", () => {
    expect(TEST_SECRET_KEY.length).toBeGreaterThanOrEqual(32);
  });
});
