import { describe, expect, it } from "vitest";
import { logIn, PASSWORD, signedInUser } from "../../helpers/accounts.ts";
import { captureMailer, linkParams } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-04-01T09:00:00Z") };
const advance = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};
const BLACKLISTED = { detail: "Token is blacklisted", code: "token_not_valid" };

describe("sessions after a password change", () => {
  const mailer = captureMailer();
  const context = useTestApp({ deps: { clock: () => clock.now, mailer } });
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await context.app.inject({ method: "POST", url, payload, headers });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };

  it("revokes every refresh token issued before set_password; a new login works at once", async () => {
    const user = await signedInUser(context.app);
    const otherDevice = await logIn(context.app, user.username);
    advance(5);
    const next = "another-good-passphrase";
    expect(
      await post(
        "/api/auth/users/set_password/",
        { current_password: PASSWORD, new_password: next, re_new_password: next },
        user.headers,
      ),
    ).toEqual({ status: 204, body: null });
    for (const refresh of [user.tokens.refresh, otherDevice.refresh]) {
      expect(await post("/api/auth/jwt/refresh/", { refresh })).toEqual({
        status: 401,
        body: BLACKLISTED,
      });
      expect(await post("/api/auth/jwt/verify/", { token: refresh })).toEqual({
        status: 401,
        body: BLACKLISTED,
      });
    }
    // The session that changed the password signs in again in the same second and goes on.
    const fresh = await logIn(context.app, user.username, next);
    const rotated = await post("/api/auth/jwt/refresh/", { refresh: fresh.refresh });
    expect(rotated.status).toBe(200);
    expect(Object.keys(rotated.body)).toEqual(["access", "refresh"]);
    advance(60);
    expect((await post("/api/auth/jwt/refresh/", { refresh: rotated.body.refresh })).status).toBe(
      200,
    );
  });

  it("revokes a refresh token issued in the very second of the change, to the millisecond", async () => {
    clock.now = new Date(Math.ceil(clock.now.getTime() / 1000) * 1000 + 100);
    const user = await signedInUser(context.app);
    clock.now = new Date(clock.now.getTime() + 400);
    const next = "same-second-passphrase";
    expect(
      (
        await post(
          "/api/auth/users/set_password/",
          { current_password: PASSWORD, new_password: next, re_new_password: next },
          user.headers,
        )
      ).status,
    ).toBe(204);
    expect(await post("/api/auth/jwt/refresh/", { refresh: user.tokens.refresh })).toEqual({
      status: 401,
      body: BLACKLISTED,
    });
    // Still the same second: the new password's session goes on.
    clock.now = new Date(clock.now.getTime() + 300);
    const fresh = await logIn(context.app, user.username, next);
    expect((await post("/api/auth/jwt/refresh/", { refresh: fresh.refresh })).status).toBe(200);
  });

  it("revokes every refresh token issued before reset_password_confirm", async () => {
    const user = await signedInUser(context.app);
    advance(2);
    await post("/api/auth/users/reset_password/", { email: user.email });
    const params = linkParams(mailer.sent.at(-1)?.text ?? "", "/auth/reset-password");
    expect(
      await post("/api/auth/users/reset_password_confirm/", {
        uid: params.get("uid"),
        token: params.get("token"),
        new_password: "reset-passphrase-9",
        re_new_password: "reset-passphrase-9",
      }),
    ).toEqual({ status: 204, body: null });
    expect(await post("/api/auth/jwt/refresh/", { refresh: user.tokens.refresh })).toEqual({
      status: 401,
      body: BLACKLISTED,
    });
    advance(1);
    const fresh = await logIn(context.app, user.username, "reset-passphrase-9");
    expect((await post("/api/auth/jwt/refresh/", { refresh: fresh.refresh })).status).toBe(200);
  });
});

describe("account names of any length", () => {
  const context = useTestApp({ deps: { mailer: captureMailer() } });
  const post = async (url: string, payload: object) => {
    const response = await context.app.inject({ method: "POST", url, payload });
    return { status: response.statusCode, body: response.json() };
  };

  it("answers a 300-character username as an unknown user, throttled by a bounded key", async () => {
    for (const username of ["u".repeat(300), "ü".repeat(5000)]) {
      expect(await post("/api/auth/jwt/create/", { username, password: "whatever-1" })).toEqual({
        status: 401,
        body: {
          detail: "No active account found with the given credentials",
          code: "no_active_account",
        },
      });
    }
  });

  it("answers a 300-character uid as an invalid uid", async () => {
    expect(
      await post("/api/auth/users/reset_password_confirm/", {
        uid: "M".repeat(300),
        token: "x",
        new_password: "reset-passphrase-9",
        re_new_password: "reset-passphrase-9",
      }),
    ).toEqual({ status: 400, body: { uid: ["Invalid user id or user doesn't exist."] } });
  });
});
