import { ERROR_RESPONSES, type ErrorResponse, NoContentSchema } from "@tempus/contract";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { authModeOf } from "./authentication.ts";

/** The methods whose requests may carry a body: the content-type parsers and the body limit apply. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type ResponseEntry = { description: string; content: Record<string, { schema: z.ZodType }> };
type ResponseSchemas = Record<string, unknown>;

/** A JSON error answer as a route's `schema.response` entry (described, with its media type). */
export function errorResponse({ description, schema }: ErrorResponse): ResponseEntry {
  return { description, content: { "application/json": { schema } } };
}

/** A file download's body as the document shows it: bytes of one of `mediaTypes`. */
const FileSchema = z.string().describe("The file's bytes.");

/** A success that answers with a file (not JSON) of one of `mediaTypes`. */
export function fileResponse(description: string, mediaTypes: readonly string[]): ResponseEntry {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FileSchema }])),
  };
}

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).map((method) =>
    method.toUpperCase(),
  );

const isSuccess = (status: string) => /^2(\d\d|xx)$/i.test(status);

/** Whether a route's query understands `page` (a page past the end is 404 `Invalid page.`). */
function pagesItsResults(querystring: unknown): boolean {
  return querystring instanceof z.ZodObject && "page" in querystring.shape;
}

/**
 * The answers a route can give because of the HTTP layer, from its config and
 * schema alone: authentication (401), roles, the read-only company and API token scopes (403),
 * objects named in the path and pages (404), query and body validation, JSON
 * parsing, the body limit and media types (400, 413, 415), a Host that is not
 * allowed (400), the error handler's 500 and a statement timeout's 503. A route
 * declares only what is its own.
 */
export function layerResponses(route: RouteOptions): Record<string, ErrorResponse> {
  const schema = route.schema ?? {};
  const methods = methodsOf(route);
  const config = route.config ?? {};
  const auth = authModeOf(route.url, config.auth);
  const takesBody = methods.some((method) => BODY_METHODS.has(method));
  const responses: Record<string, ErrorResponse> = {};
  if (takesBody) responses[400] = ERROR_RESPONSES.badRequest;
  else if (schema.querystring) responses[400] = ERROR_RESPONSES.invalidQuery;
  else responses[400] = ERROR_RESPONSES.disallowedHost;
  if (auth !== "none") responses[401] = ERROR_RESPONSES.notAuthenticated;
  // Every route that needs a sign-in: roles, a read-only company's writes, an API token's scopes.
  if (config.roles || auth === "required") responses[403] = ERROR_RESPONSES.permissionDenied;
  if (config.idempotent) {
    responses[409] = ERROR_RESPONSES.idempotencyInFlight;
    responses[422] = ERROR_RESPONSES.idempotencyReused;
  }
  if (/[:*]/.test(route.url) || pagesItsResults(schema.querystring)) {
    responses[404] = ERROR_RESPONSES.notFound;
  }
  if (takesBody) {
    responses[413] = ERROR_RESPONSES.payloadTooLarge;
    responses[415] = ERROR_RESPONSES.unsupportedMediaType;
  }
  responses[500] = ERROR_RESPONSES.serverError;
  responses[503] = ERROR_RESPONSES.serviceUnavailable;
  return responses;
}

/**
 * Completes every documented route's `schema.response` with the answers of the
 * HTTP layer (see `layerResponses`), and a DELETE's 204 without a body. What a
 * route declares itself wins. A documented route must declare its success.
 * Register before the modules: `onRoute` hooks see only the routes added after them.
 */
export function registerDeclaredResponses(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const schema = route.schema;
    if (!schema || schema.hide) return;
    const declared = (schema.response ?? {}) as ResponseSchemas;
    const completed: ResponseSchemas = {};
    if (!Object.keys(declared).some(isSuccess)) {
      if (!methodsOf(route).every((method) => method === "DELETE" || method === "HEAD")) {
        throw new Error(`${route.method} ${route.url} declares no success response`);
      }
      completed[204] = NoContentSchema;
    }
    for (const [status, response] of Object.entries(layerResponses(route))) {
      completed[status] = errorResponse(response);
    }
    schema.response = { ...completed, ...declared };
    const auth = authModeOf(route.url, route.config?.auth);
    // An optional route is public: callers without a token are as welcome as those with one.
    if (auth === "required") schema.security ??= [{ bearer: [] }];
    if (auth === "optional") schema.security ??= [{}, { bearer: [] }];
  });
}

/** Headers some answers always carry, added to the document beside their bodies. */
const RESPONSE_HEADERS: Record<string, Record<string, { type: "string"; description: string }>> = {
  301: { location: { type: "string", description: "The same address with the trailing slash." } },
  303: { location: { type: "string", description: "The page to show." } },
  401: { "www-authenticate": { type: "string", description: 'Always `Bearer realm="api"`.' } },
  405: { allow: { type: "string", description: "The path's methods, comma-separated." } },
  429: {
    "retry-after": { type: "string", description: "Seconds until the next request is taken." },
  },
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** `jsonSchemaTransform`, plus the headers of RESPONSE_HEADERS on the answers that carry them. */
export function transformRouteSchema(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const responses = (transformed.schema as { response?: Record<string, Record<string, unknown>> })
    .response;
  for (const [status, headers] of Object.entries(RESPONSE_HEADERS)) {
    const response = responses?.[status];
    if (response) response.headers = { ...(response.headers as object), ...headers };
  }
  return transformed;
}

const componentRef = (schema: z.ZodType) => {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error("An error schema of the contract has no id");
  return { $ref: `#/components/schemas/${id}` };
};

const documented = ({ description, schema }: ErrorResponse, status: string) => ({
  description,
  content: { "application/json": { schema: componentRef(schema) } },
  ...(RESPONSE_HEADERS[status] ? { headers: headerObjects(RESPONSE_HEADERS[status]) } : {}),
});

function headerObjects(headers: Record<string, { type: "string"; description: string }>) {
  return Object.fromEntries(
    Object.entries(headers).map(([name, { description, type }]) => [
      name,
      { description, schema: { type } },
    ]),
  );
}

/** Where the document says what a request that no operation takes is answered. */
export const UNMATCHED_REQUESTS = "x-unmatched-requests";

type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];

/**
 * `jsonSchemaTransformObject`, plus the answers to requests that match no
 * operation (OpenAPI has no place for them): `x-unmatched-requests`.
 */
export function transformDocument(input: TransformObjectInput) {
  const document = jsonSchemaTransformObject(input);
  const unmatched = {
    description:
      "Answers to a request that no operation takes: a GET or HEAD of an API path without its " +
      "trailing slash is redirected; a known path with another method is 405 (401 first on a " +
      "path that needs authentication, as for every bad token); any other API path is 404.",
    responses: {
      301: {
        description: "Redirect to the path with its trailing slash (the query kept).",
        headers: headerObjects(RESPONSE_HEADERS[301]),
      },
      400: documented(ERROR_RESPONSES.badRequest, "400"),
      401: documented(ERROR_RESPONSES.notAuthenticated, "401"),
      404: documented(
        { ...ERROR_RESPONSES.notFound, description: "No API path of this address (`Not found.`)." },
        "404",
      ),
      405: documented(ERROR_RESPONSES.methodNotAllowed, "405"),
      413: documented(ERROR_RESPONSES.payloadTooLarge, "413"),
      415: documented(ERROR_RESPONSES.unsupportedMediaType, "415"),
      500: documented(ERROR_RESPONSES.serverError, "500"),
      503: documented(ERROR_RESPONSES.serviceUnavailable, "503"),
    },
  };
  return { ...document, [UNMATCHED_REQUESTS]: unmatched };
}
