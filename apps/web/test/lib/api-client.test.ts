import { endpoints } from "@tempus/contract/endpoints";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setBrowserCookie } from "../cookies.ts";
import { fakeServer, json } from "../fake-server.ts";
import { timeLog } from "../features/timelogs/fixtures.ts";

/** A token whose `exp` is `seconds` from now (the client only reads it; the server checks it). */
const token = (seconds: number, id: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds, jti: id })).replace(/=+$/, "")}.s`;

async function loadClient() {
  vi.resetModules();
  const client = await import("../../app/lib/api-client.ts");
  const session = await import("../../app/lib/session.ts");
  return { ...client, ...session };
}

describe("API client", () => {
  beforeEach(() => {
    setBrowserCookie("jwtToken=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the bearer token", async () => {
    const calls = fakeServer({ "/api/auth/users/me/": () => json({ id: 1 }) });
    const { api, setTokens } = await loadClient();
    setTokens({ access: token(300, "a1"), refresh: token(86400, "r1") });
    expect(await api("/auth/users/me/")).toEqual({ id: 1 });
    expect(calls[0].authorization).toBe(`Bearer ${token(300, "a1")}`);
  });

  it("refreshes an expired access token once for parallel requests", async () => {
    const fresh = { access: token(300, "a2"), refresh: token(86400, "r2") };
    const calls = fakeServer({
      "/api/auth/jwt/refresh/": () => json(fresh),
      "/api/masterdata/currency/": () => json({ count: 0 }),
    });
    const { api, setTokens, getTokens } = await loadClient();
    setTokens({ access: token(-5, "a1"), refresh: token(86400, "r1") });
    await Promise.all([
      api("/masterdata/currency/"),
      api("/masterdata/currency/"),
      api("/masterdata/currency/"),
    ]);
    expect(calls.filter((call) => call.url === "/api/auth/jwt/refresh/")).toHaveLength(1);
    expect(
      calls
        .filter((call) => call.url === "/api/masterdata/currency/")
        .map((call) => call.authorization),
    ).toEqual([`Bearer ${fresh.access}`, `Bearer ${fresh.access}`, `Bearer ${fresh.access}`]);
    expect(getTokens()).toEqual(fresh);
  });

  it("refreshes and repeats a request that met a 401", async () => {
    const fresh = { access: token(300, "a2"), refresh: token(86400, "r2") };
    const calls = fakeServer({
      "/api/auth/jwt/refresh/": () => json(fresh),
      "/api/auth/users/me/": (call) =>
        call.authorization === `Bearer ${fresh.access}`
          ? json({ id: 1 })
          : json({ detail: "Given token not valid for any token type" }, 401),
    });
    const { api, setTokens } = await loadClient();
    setTokens({ access: token(300, "revoked"), refresh: token(86400, "r1") });
    expect(await api("/auth/users/me/")).toEqual({ id: 1 });
    expect(calls.map((call) => call.url)).toEqual([
      "/api/auth/users/me/",
      "/api/auth/jwt/refresh/",
      "/api/auth/users/me/",
    ]);
  });

  it("clears the session and hands over when the refresh fails", async () => {
    fakeServer({
      "/api/auth/jwt/refresh/": () =>
        json({ detail: "Token is blacklisted", code: "token_not_valid" }, 401),
    });
    const { api, setTokens, getTokens, setSessionExpiredHandler } = await loadClient();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    setTokens({ access: token(-5, "a1"), refresh: token(86400, "r1") });
    await expect(api("/auth/users/me/")).rejects.toThrow();
    expect(getTokens()).toBeNull();
    expect(document.cookie).not.toContain("jwtToken");
    expect(expired).toHaveBeenCalledOnce();
  });

  it("retries reads on the specification's statuses, never writes", async () => {
    const calls = fakeServer({
      "/api/health/": (_call, count) =>
        count === 1 ? json({ detail: "busy" }, 503) : json({ status: "ok" }),
      "/api/auth/users/": () => json({ detail: "A server error occurred." }, 503),
    });
    const { api } = await loadClient();
    expect(await api("/health/")).toEqual({ status: "ok" });
    await expect(api("/auth/users/", { method: "POST", body: {} })).rejects.toThrow();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /api/health/",
      "GET /api/health/",
      "POST /api/auth/users/",
    ]);
  });

  it("answers a refusal as an ApiError with the server's body, and a 204 as nothing", async () => {
    const bodies: unknown[] = [];
    const calls = fakeServer({
      "/api/projectmanagement/debtor/": async (_call, _count, request) => {
        bodies.push(await request.json());
        return json({ name: ["This field may not be blank."] }, 400);
      },
      "/api/projectmanagement/debtor/7/": () => new Response(null, { status: 204 }),
    });
    const { api, ApiError, errorBody } = await loadClient();
    const refusal = await api("/projectmanagement/debtor/", {
      method: "POST",
      body: { name: "" },
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400 });
    expect(errorBody(refusal)).toEqual({ name: ["This field may not be blank."] });
    expect(bodies).toEqual([{ name: "" }]);
    expect(await api("/projectmanagement/debtor/7/", { method: "DELETE" })).toBeUndefined();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /api/projectmanagement/debtor/",
      "DELETE /api/projectmanagement/debtor/7/",
    ]);
  });

  it("asks for the server's messages in the page's language", async () => {
    const asked: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_input: string, init?: RequestInit) => {
        asked.push(new Headers(init?.headers).get("accept-language"));
        return json({ status: "ok" });
      }),
    );
    const { api } = await loadClient();
    document.documentElement.lang = "fr";
    await api("/health/");
    document.documentElement.lang = "";
    await api("/health/");
    expect(asked).toEqual(["fr", null]);
  });

  it("writes the query's values as its query string, a list as repeated names", async () => {
    const { urlOf } = await loadClient();
    expect(urlOf("/x/", { page: 2, ordering: "-start", id: [1, 2], none: undefined })).toBe(
      "/api/x/?page=2&ordering=-start&id=1&id=2",
    );
    expect(urlOf("/x/")).toBe("/api/x/");
  });
});

describe("reading a whole collection", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads pages of 1000 until there is no next one, keeping the query", async () => {
    const asked: Record<string, string>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request | string) => {
        const url = new URL(
          String(input instanceof Request ? input.url : input),
          "http://localhost",
        );
        asked.push(Object.fromEntries(url.searchParams));
        const page = Number(url.searchParams.get("page"));
        return json({
          count: 2001,
          next: page < 3 ? `http://localhost/api/x/?page=${page + 1}` : null,
          previous: page > 1 ? `http://localhost/api/x/?page=${page - 1}` : null,
          results:
            page < 3
              ? Array.from({ length: 1000 }, (_, index) => timeLog({ id: page * 10_000 + index }))
              : [timeLog({ id: 7 })],
        });
      }),
    );
    vi.resetModules();
    const { callAllPages } = await import("../../app/lib/call.ts");
    const items = await callAllPages(endpoints.timelog.list, {
      ordering: "start",
      start_after: "2026-11-01T00:00:00.000Z",
      user: undefined,
    });
    expect(items.length).toBe(2001);
    expect(items.at(-1)?.id).toBe(7);
    expect(asked).toEqual(
      ["1", "2", "3"].map((page) => ({
        ordering: "start",
        start_after: "2026-11-01T00:00:00.000Z",
        page_size: "1000",
        page,
      })),
    );
  });
});
