import { describe, expect, it } from "vitest";
import { PASSWORD, signUp } from "../../helpers/accounts.ts";
import { captureMailer } from "../../helpers/mail-catcher.ts";
import { useTestApp } from "../../helpers/test-app.ts";

const clock = { now: new Date("2026-05-04T08:00:10Z") };

describe("throttling of the account endpoints", () => {
  const context = useTestApp({
    env: { THROTTLE_AUTH_RATE: "5/minute", THROTTLE_ACCOUNT_RATE: "3/minute" },
    deps: { mailer: captureMailer(), clock: () => clock.now },
  });
  const login = (username: string, ip = "10.0.0.1") =>
    context.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { username, password: "wrong-password" },
      remoteAddress: ip,
    });

  it("limits failed logins per account, with Retry-After", async () => {
    const user = await signUp(context.app);
    for (let i = 0; i < 3; i++)
      expect((await login(user.username, `10.1.0.${i}`)).statusCode).toBe(401);
    const throttled = await login(user.username, "10.1.0.9");
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      detail: "Request was throttled. Expected available in 50 seconds.",
    });
    expect(throttled.headers["retry-after"]).toBe("50");
    // The right password does not get through either until the window has passed.
    const blocked = await context.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      payload: { username: user.username, password: PASSWORD },
      remoteAddress: "10.1.0.10",
    });
    expect(blocked.statusCode).toBe(429);

    clock.now = new Date(clock.now.getTime() + 60_000);
    expect((await login(user.username, "10.1.0.11")).statusCode).toBe(401);
  });

  it("limits requests per client address", async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(`someone-${i}`, "10.2.0.1")).statusCode).toBe(401);
    const throttled = await login("someone-else", "10.2.0.1");
    expect(throttled.statusCode).toBe(429);
    expect((await login("someone-else", "10.2.0.2")).statusCode).toBe(401);
  });

  it("limits registrations per client address", async () => {
    const register = (i: number) =>
      context.app
        .inject({
          method: "POST",
          url: "/api/auth/users/",
          payload: {},
          remoteAddress: "10.3.0.1",
        })
        .then((response) => response.statusCode + i * 0);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await register(i));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("throttling behind a reverse proxy", () => {
  const forwarded = (hops: string) => {
    const context = useTestApp({
      env: { THROTTLE_AUTH_RATE: "3/minute", TRUST_PROXY: hops },
      deps: { mailer: captureMailer(), clock: () => clock.now },
    });
    /** A login through the proxy at 10.9.0.1, with what the client wrote into X-Forwarded-For. */
    return (forwardedFor: string) =>
      context.app.inject({
        method: "POST",
        url: "/api/auth/jwt/create/",
        payload: { username: "nobody-here", password: "wrong-password" },
        headers: { "x-forwarded-for": forwardedFor },
        remoteAddress: "10.9.0.1",
      });
  };

  describe("with one proxy", () => {
    const login = forwarded("true");
    it("counts the address the proxy saw, whatever the client put before it", async () => {
      // The proxy appends the client's real address (203.0.113.7) to what the client sent.
      for (let i = 0; i < 3; i++)
        expect((await login(`198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401);
      expect((await login("198.51.100.99, 203.0.113.7")).statusCode).toBe(429);
      expect((await login("203.0.113.8")).statusCode).toBe(401);
    });
  });

  describe("with two proxies", () => {
    const login = forwarded("2");
    it("counts the address the outer proxy saw", async () => {
      for (let i = 0; i < 3; i++)
        expect((await login(`198.51.100.${i}, 203.0.113.7, 10.8.0.1`)).statusCode).toBe(401);
      expect((await login("198.51.100.99, 203.0.113.7, 10.8.0.2")).statusCode).toBe(429);
    });
  });
});
