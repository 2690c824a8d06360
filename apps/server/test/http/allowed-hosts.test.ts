import { describe, expect, it } from "vitest";
import { hostDomain, isAllowedHost } from "../../src/http/allowed-hosts.ts";
import { testConfig, useTestApp } from "../helpers/test-app.ts";

const BAD_REQUEST = { status: 400, body: { detail: "Bad Request (400)" } };
const OK = { status: 200, body: { status: "ok" } };

/** GET /api/health/ as a given host (and forwarded host) asks for it. */
function healthAs(context: ReturnType<typeof useTestApp>) {
  return async (host: string, forwardedHost?: string) => {
    const response = await context.app.inject({
      method: "GET",
      url: "/api/health/",
      headers: { host, ...(forwardedHost ? { "x-forwarded-host": forwardedHost } : {}) },
    });
    const body = response.json();
    return { status: response.statusCode, body: body.detail ? body : { status: body.status } };
  };
}

describe("allowed hosts by default", () => {
  const context = useTestApp({ env: { PUBLIC_URL: "https://time.example.com/" } });
  const as = healthAs(context);

  it("serve PUBLIC_URL's host and the loopback names, on any port", async () => {
    for (const host of [
      "time.example.com",
      "TIME.example.com:8443",
      "time.example.com.",
      "localhost",
      "localhost:3000",
      "127.0.0.1:80",
      "[::1]:3000",
    ]) {
      expect(await as(host), host).toEqual(OK);
    }
  });

  it("answer any other host, or a malformed one, 400 as Django does", async () => {
    for (const host of [
      "evil.example",
      "example.com",
      "sub.time.example.com",
      "time.example.com.evil.example",
      "local host",
      "time.example.com:port",
      "127.0.0.1:99999",
      "localhost:65536",
    ]) {
      expect(await as(host), host).toEqual(BAD_REQUEST);
    }
  });

  it("do not look at a forwarded host without TRUST_PROXY", async () => {
    expect(await as("localhost", "evil.example")).toEqual(OK);
  });

  it("are refused for pages and unknown paths as well", async () => {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/auth/jwt/create/",
      headers: { host: "evil.example" },
      payload: { username: "x", password: "y" },
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual(BAD_REQUEST);
    for (const url of ["/api/no-such-thing/", "/app/dashboard", "/media/company-image/x"]) {
      const unknown = await context.app.inject({
        method: "GET",
        url,
        headers: { host: "evil.example" },
      });
      expect({ status: unknown.statusCode, body: unknown.json() }, url).toEqual(BAD_REQUEST);
    }
  });
});

describe("ALLOWED_HOSTS", () => {
  const context = useTestApp({
    env: { ALLOWED_HOSTS: ".example.org, api.example.net", TRUST_PROXY: "true" },
  });
  const as = healthAs(context);

  it("adds a domain with its subdomains (leading dot) and exact hosts", async () => {
    expect(await as("example.org")).toEqual(OK);
    expect(await as("a.b.example.org:8080")).toEqual(OK);
    expect(await as("api.example.net")).toEqual(OK);
    expect(await as("www.example.net")).toEqual(BAD_REQUEST);
    expect(await as("notexample.org")).toEqual(BAD_REQUEST);
  });

  it("checks the forwarded host with TRUST_PROXY", async () => {
    expect(await as("localhost", "app.example.org")).toEqual(OK);
    expect(await as("localhost", "evil.example")).toEqual(BAD_REQUEST);
  });

  it("is parsed once with the defaults", () => {
    expect(
      testConfig({ PUBLIC_URL: "http://[::1]:3000", ALLOWED_HOSTS: " A.example.com ,*" })
        .allowedHosts,
    ).toEqual(["[::1]", "localhost", "127.0.0.1", "a.example.com", "*"]);
    expect(() => testConfig({ ALLOWED_HOSTS: "a.example.com,,b" })).toThrow(
      /ALLOWED_HOSTS: must be host names separated by commas/,
    );
  });
});

describe("ALLOWED_HOSTS=*", () => {
  const context = useTestApp({ env: { ALLOWED_HOSTS: "*" } });

  it("allows any host", async () => {
    expect(await healthAs(context)("anything.example")).toEqual(OK);
  });

  it("still answers a host no URL can have 400, so no link is built from it", async () => {
    const response = await context.app.inject({
      method: "GET",
      url: "/api/masterdata/currency/",
      headers: { host: "anything.example:99999" },
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual(BAD_REQUEST);
  });
});

describe("host matching", () => {
  it("follows Django's split_domain_port and validate_host", () => {
    expect(hostDomain("Example.COM:80")).toBe("example.com");
    expect(hostDomain("[::1]:8000")).toBe("[::1]");
    expect(hostDomain("[::1")).toBeUndefined();
    expect(hostDomain("exa mple.com")).toBeUndefined();
    expect(hostDomain("example.com:65535")).toBe("example.com");
    expect(hostDomain("example.com:65536")).toBeUndefined();
    expect(isAllowedHost("example.com", [".example.com"])).toBe(true);
    expect(isAllowedHost("www.example.com", [".example.com"])).toBe(true);
    expect(isAllowedHost("badexample.com", [".example.com"])).toBe(false);
    expect(isAllowedHost("anything", ["*"])).toBe(true);
  });
});
