import { Writable } from "node:stream";
import { DetailSchema } from "@tempus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type App, buildApp } from "../../src/app.ts";
import type { DatabaseHandle } from "../../src/db/open-database.ts";
import { checkResponsesAgainstDocument } from "../helpers/openapi-check.ts";
import { testConfig } from "../helpers/test-app.ts";
import { openTestDatabase } from "../helpers/test-database.ts";

const EchoSchema = z.object({
  name: z.string().min(1).max(5),
  count: z.number().int(),
  email: z.email().optional(),
});

describe("HTTP conventions", () => {
  let app: App;
  let database: DatabaseHandle;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ config: testConfig({ LOG_LEVEL: "info" }), db: database.db, logStream });
    checkResponsesAgainstDocument(app);
    app.post(
      "/api/test-echo/",
      { config: { auth: "optional" }, schema: { body: EchoSchema, response: { 200: EchoSchema } } },
      (request) => request.body,
    );
    app.get(
      "/api/test-throw/",
      { config: { auth: "optional" }, schema: { response: { 200: DetailSchema } } },
      () => {
        throw new Error("secret internals: password=hunter2");
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (payload: string, contentType = "application/json") =>
    app.inject({
      method: "POST",
      url: "/api/test-echo/",
      payload,
      headers: { "content-type": contentType },
    });

  it("answers an unknown API path with 404", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nope/" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Not found." });
  });

  it("answers an unknown method on a known path with 405 and Allow", async () => {
    const response = await app.inject({ method: "PUT", url: "/api/test-echo/", payload: {} });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expect(response.json()).toEqual({ detail: 'Method "PUT" not allowed.' });
  });

  it("passes a valid body through", async () => {
    const response = await post(JSON.stringify({ name: "Ada", count: 2 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: "Ada", count: 2 });
  });

  it("answers malformed JSON with DRF's parse error", async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringMatching(/^JSON parse error - .+/) });
  });

  it("answers a text/plain body with 415", async () => {
    const response = await post("name=Ada", "text/plain");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
  });

  it("lists every field's validation errors with DRF's messages", async () => {
    const response = await post(JSON.stringify({ name: "too long", count: "x", email: "nope" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ["Ensure this field has no more than 5 characters."],
      count: ["A valid number is required."],
      email: ["Enter a valid email address."],
    });
  });

  it("tells missing, null and blank fields apart", async () => {
    expect((await post(JSON.stringify({ name: "" }))).json()).toEqual({
      name: ["This field may not be blank."],
      count: ["This field is required."],
    });
    expect((await post(JSON.stringify({ name: null, count: 1.5 }))).json()).toEqual({
      name: ["This field may not be null."],
      count: ["A valid integer is required."],
    });
  });

  it("reads an empty JSON body as empty data", async () => {
    const response = await post("");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ["This field is required."],
      count: ["This field is required."],
    });
  });

  it("rejects a body that is not an object", async () => {
    const response = await post("[1, 2]");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ["Invalid data. Expected a dictionary, but got list."],
    });
  });

  it("hides a server error's internals and logs them with the request id", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test-throw/" });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"detail":"A server error occurred."}');
    const requestId = response.headers["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(logged).toMatchObject({ requestId, msg: "request failed" });
    expect(logged.err.message).toBe("secret internals: password=hunter2");
  });

  it("logs each request once, when its answer has gone out", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/health/?probe=1",
      headers: { "user-agent": "probe" },
    });
    const requestId = response.headers["x-request-id"];
    const lines = logLines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.requestId === requestId);
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        pid: process.pid,
        hostname: expect.any(String),
        requestId,
        req: {
          method: "GET",
          url: "/api/health/?probe=1",
          host: "localhost:80",
          remoteAddress: "127.0.0.1",
        },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: "request completed",
      },
    ]);
  });

  it("never logs credentials", async () => {
    await app.inject({
      method: "GET",
      url: "/api/health/",
      headers: { authorization: "Bearer top-secret-token", cookie: "jwtToken=top-secret" },
    });
    expect(logLines.join("")).not.toContain("top-secret");
  });
});
