import { Validator } from "@seriousme/openapi-schema-validator";
import { DetailSchema, NoContentSchema } from "@tempus/contract";
import type { FastifyInstance, FastifySchema } from "fastify";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../helpers/accounts.ts";
import { OpenApiViolation } from "../helpers/openapi-check.ts";
import { useTestApp } from "../helpers/test-app.ts";

type Responses = Record<string, { content?: Record<string, unknown> }>;

describe("the OpenAPI document", () => {
  const context = useTestApp();

  const documentOf = async () =>
    (await context.app.inject({ method: "GET", url: "/api/schema/" })).json();
  const responsesOf = async (path: string, method: string): Promise<Responses> =>
    (await documentOf()).paths[path][method].responses;

  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(await documentOf());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("declares what the HTTP layer answers, from each route's config", async () => {
    const statuses = async (path: string, method: string) =>
      Object.keys(await responsesOf(path, method));
    // A delete by an admin: no body on success; bad input, token, role, object, size, type; a failure.
    expect(await statuses("/api/projectmanagement/debtor/{id}/", "delete")).toEqual([
      "204",
      "400",
      "401",
      "403",
      "404",
      "413",
      "415",
      "500",
      "503",
    ]);
    // A public list: bad query, a bad token (optional authentication), a page past the end.
    expect(await statuses("/api/masterdata/currency/", "get")).toEqual([
      "200",
      "400",
      "401",
      "404",
      "500",
      "503",
    ]);
    // The token endpoints take no token but refuse the credentials or token in the body.
    expect(await statuses("/api/auth/jwt/refresh/", "post")).toEqual([
      "200",
      "400",
      "401",
      "413",
      "415",
      "500",
      "503",
    ]);
    expect(await statuses("/api/auth/jwt/create/", "post")).toEqual([
      "200",
      "400",
      "401",
      "413",
      "415",
      "429",
      "500",
      "503",
    ]);
    // Any route: a Host that is not allowed (400); the route's own 503 wins over the layer's.
    expect(await statuses("/api/health/", "get")).toEqual(["200", "400", "500", "503"]);
  });

  it("describes error bodies with the contract's schemas", async () => {
    const body = (responses: Responses, status: string) =>
      responses[status].content?.["application/json"];
    const remove = await responsesOf("/api/projectmanagement/debtor/{id}/", "delete");
    expect(remove["204"].content).toBeUndefined();
    expect(body(remove, "400")).toEqual({ schema: { $ref: "#/components/schemas/BadRequest" } });
    expect(body(remove, "401")).toEqual({
      schema: { $ref: "#/components/schemas/NotAuthenticated" },
    });
    expect(body(remove, "500")).toEqual({ schema: { $ref: "#/components/schemas/ServerError" } });
    const refresh = await responsesOf("/api/auth/jwt/refresh/", "post");
    expect(body(refresh, "401")).toEqual({ schema: { $ref: "#/components/schemas/TokenError" } });
    const schemas = (await documentOf()).components.schemas;
    expect(schemas.TokenError).toEqual({
      type: "object",
      properties: {
        detail: { type: "string" },
        code: { type: "string" },
        messages: { type: "array", items: { $ref: "#/components/schemas/TokenErrorMessage" } },
      },
      required: ["detail", "code"],
      additionalProperties: false,
    });
    expect(schemas.ServerError).toEqual({
      type: "object",
      // The text in the language asked for; this one in English.
      properties: { detail: { type: "string", example: "A server error occurred." } },
      required: ["detail"],
      additionalProperties: false,
    });
  });

  it("answers a delete with 204 and no body, as declared", async () => {
    const owner = await signedInUser(context.app);
    const created = await context.app.inject({
      method: "POST",
      url: "/api/projectmanagement/debtor/",
      headers: owner.headers,
      payload: { name: "Acme" },
    });
    const response = await context.app.inject({
      method: "DELETE",
      url: `/api/projectmanagement/debtor/${created.json().id}/`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers["content-type"]).toBeUndefined();
  });
});

describe("the check of every answer against the document", () => {
  const context = useTestApp({
    // Routes that break their own declarations on purpose: untyped, as the type provider would refuse them.
    beforeReady: (typed) => {
      const app = typed as unknown as FastifyInstance;
      const config = { auth: "optional" as const };
      const schema: FastifySchema = { response: { 200: DetailSchema } };
      app.get("/api/test-undeclared-status/", { config, schema }, (_request, reply) =>
        reply.code(418).send({ detail: "I'm a teapot" }),
      );
      app.get("/api/test-wrong-body/", { config, schema }, (_request, reply) =>
        reply.type("application/json; charset=utf-8").send('{"detail": 1, "extra": true}'),
      );
      app.get("/api/test-wrong-type/", { config, schema }, (_request, reply) =>
        reply.type("text/plain").send("plain words"),
      );
      app.get(
        "/api/test-unexpected-body/",
        { config, schema: { response: { 200: NoContentSchema } } },
        (_request, reply) => reply.type("application/json").send("{}"),
      );
    },
  });
  const get = (url: string) => context.app.inject({ method: "GET", url });

  it("fails a request answered with a status the operation does not declare", async () => {
    const failure = get("/api/test-undeclared-status/");
    await expect(failure).rejects.toBeInstanceOf(OpenApiViolation);
    await expect(failure).rejects.toThrow(
      "GET /api/test-undeclared-status/ (operation GET /api/test-undeclared-status/) answered 418: " +
        "the status is not declared (declared: 200, 400, 401, 500, 503)",
    );
  });

  it("fails a body that does not match the declared schema", async () => {
    await expect(get("/api/test-wrong-body/")).rejects.toThrow(
      "GET /api/test-wrong-body/ (operation GET /api/test-wrong-body/) answered 200: the body does " +
        "not match: / must NOT have additional properties (#/components/schemas/Detail/additionalProperties); " +
        '/detail must be string (#/components/schemas/Detail/properties/detail/type); body: {"detail": 1, "extra": true}',
    );
  });

  it("fails a media type the operation does not declare", async () => {
    await expect(get("/api/test-wrong-type/")).rejects.toThrow(
      "GET /api/test-wrong-type/ (operation GET /api/test-wrong-type/) answered 200: " +
        'content type "text/plain" is not declared (declared: application/json)',
    );
  });

  it("fails a body where the answer declares none", async () => {
    await expect(get("/api/test-unexpected-body/")).rejects.toThrow(
      "GET /api/test-unexpected-body/ (operation GET /api/test-unexpected-body/) answered 200: " +
        "declares no body, got 2 bytes",
    );
  });

  it("passes answers that the document declares, also to requests no operation takes", async () => {
    const unknown = await get("/api/nope/");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Not found." });
    const otherMethod = await context.app.inject({ method: "PUT", url: "/api/test-wrong-type/" });
    expect(otherMethod.statusCode).toBe(405);
    expect(otherMethod.json()).toEqual({ detail: 'Method "PUT" not allowed.' });
  });
});
