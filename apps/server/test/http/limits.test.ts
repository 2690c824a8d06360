import { connect } from "node:net";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { containsNullCharacter, jsonNestsDeeperThan } from "../../src/http/limits.ts";
import { signedInUser } from "../helpers/accounts.ts";
import { useTestApp } from "../helpers/test-app.ts";

const NOT_FOUND = { status: 404, body: { detail: "Not found." } };

/**
 * Writes a raw request to a listening server and returns the raw answer, read
 * until the server closes the connection (the client does not half-close first:
 * the server would take that as the end of the conversation). A reset after the
 * answer arrived (the server closes with the oversized rest unread) keeps the answer.
 */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const answer = () => Buffer.concat(chunks).toString("utf8");
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => resolve(answer()));
    socket.on("error", (error) => (chunks.length > 0 ? resolve(answer()) : reject(error)));
    socket.write(request);
  });
}

describe("bounded requests", () => {
  const context = useTestApp();
  const call = async (options: InjectOptions) => {
    const response = await context.app.inject(options);
    return { status: response.statusCode, body: response.json() };
  };

  it("refuse JSON nested deeper than 64 levels with DRF's parse error, anonymous too", async () => {
    for (const depth of [65, 5_000, 100_000]) {
      expect(
        await call({
          method: "POST",
          url: "/api/auth/jwt/create/",
          headers: { "content-type": "application/json" },
          payload: `{"username":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`,
        }),
      ).toEqual({
        status: 400,
        body: { detail: "JSON parse error - nested deeper than 64 levels" },
      });
    }
  });

  it("read JSON up to 64 levels as before", async () => {
    expect(
      await call({
        method: "POST",
        url: "/api/auth/jwt/create/",
        headers: { "content-type": "application/json" },
        payload: `{"username":${"[".repeat(63)}${"]".repeat(63)},"password":"x"}`,
      }),
    ).toEqual({ status: 400, body: { username: ["Not a valid string."] } });
  });

  it("count brackets outside strings only, without recursion", () => {
    expect(jsonNestsDeeperThan(`{"a":"${"[".repeat(100)}"}`, 2)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\"[[["}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan("[[[]]]", 3)).toBe(false);
    expect(jsonNestsDeeperThan("[[[[]]]]", 3)).toBe(true);
    let deep: unknown = "\u0000";
    for (let level = 0; level < 200_000; level++) deep = { inner: deep };
    expect(containsNullCharacter(deep)).toBe(true);
    expect(containsNullCharacter({ a: ["fine", { b: "also fine" }] })).toBe(false);
  });

  it("answer an address the router cannot read, or a parameter longer than any id, 404", async () => {
    const owner = await signedInUser(context.app);
    for (const url of [
      "/api/masterdata/debtor/%C0%AE/",
      "/api/projectmanagement/debtor/%C0%AE/",
      `/api/projectmanagement/debtor/${"1".repeat(300)}/`,
      `/media/company-image/${"a".repeat(300)}`,
    ]) {
      const response = await context.app.inject({ method: "GET", url, headers: owner.headers });
      expect({ status: response.statusCode, body: response.json() }, url).toEqual(NOT_FOUND);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    }
  });

  it("answer a logo name that cannot be one 404", async () => {
    for (const url of [
      "/media/company-image/%00",
      "/media/company-image/%00.png",
      "/media/company-image/..%2F..%2Fetc",
      `/media/company-image/${"0".repeat(32)}.png`,
      `/media/company-image/${"0".repeat(32)}.svg`,
    ]) {
      expect(await call({ method: "GET", url }), url).toEqual(NOT_FOUND);
    }
  });

  describe("multipart bodies", () => {
    const companyUrl = async () => {
      const owner = await signedInUser(context.app);
      const me = await context.app.inject({
        method: "GET",
        url: "/api/auth/users/me/",
        headers: owner.headers,
      });
      return { owner, url: `/api/masterdata/company-info/${me.json().company}/` };
    };

    it("refuse two files at once with 413 in DRF's shape", async () => {
      const { owner, url } = await companyUrl();
      const body = new FormData();
      body.append("company_image", new Blob([Buffer.from("a")], { type: "image/png" }), "a.png");
      body.append("other", new Blob([Buffer.from("b")], { type: "image/png" }), "b.png");
      expect(
        await call({ method: "PATCH", url, headers: owner.headers, payload: body as never }),
      ).toEqual({ status: 413, body: { detail: "The number of files exceeded 1." } });
    });

    it("refuse more fields than a company has with 413", async () => {
      const { owner, url } = await companyUrl();
      const body = new FormData();
      for (let index = 0; index < 45; index++) body.append(`field${index}`, "x");
      expect(
        await call({ method: "PATCH", url, headers: owner.headers, payload: body as never }),
      ).toEqual({ status: 413, body: { detail: "The number of fields exceeded 40." } });
    });

    it("refuse a multipart body without a boundary, or cut short, with 400", async () => {
      const { owner, url } = await companyUrl();
      expect(
        await call({
          method: "PATCH",
          url,
          headers: { ...owner.headers, "content-type": "multipart/form-data" },
          payload: "abc",
        }),
      ).toEqual({
        status: 400,
        body: { detail: "Multipart form parse error - Invalid boundary in multipart: None" },
      });
      expect(
        await call({
          method: "PATCH",
          url,
          headers: { ...owner.headers, "content-type": "multipart/form-data; boundary=x" },
          payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme',
        }),
      ).toEqual({
        status: 400,
        body: { detail: "Multipart form parse error - Unexpected end of multipart data" },
      });
    });
  });
});

describe("header size over a real connection", () => {
  const context = useTestApp();

  it("answers headers or an address over 16 KiB 431 in DRF's shape, with the security headers", async () => {
    await context.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = context.app.server.address() as { port: number };
    const expectedBody = JSON.stringify({ detail: "Request header fields too large." });
    for (const request of [
      `GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`,
      `GET /api/health/?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ]) {
      const answer = await rawRequest(port, request);
      const [head, body] = answer.split("\r\n\r\n");
      expect(head.split("\r\n")[0]).toBe("HTTP/1.1 431 Request Header Fields Too Large");
      expect(head).toContain("content-type: application/json; charset=utf-8");
      expect(head).toContain("x-content-type-options: nosniff");
      expect(head).toContain("x-frame-options: DENY");
      expect(body).toBe(expectedBody);
    }
    const fine = await rawRequest(
      port,
      "GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(fine.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
  });

  it("answers a request Node cannot parse 400 in DRF's shape", async () => {
    const { port } = context.app.server.address() as { port: number };
    const answer = await rawRequest(port, "NOT A REQUEST\r\n\r\n");
    const [head, body] = answer.split("\r\n\r\n");
    expect(head.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
    expect(body).toBe(JSON.stringify({ detail: "Bad Request (400)" }));
  });
});
