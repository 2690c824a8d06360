import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { InjectOptions, LightMyRequestResponse as Response } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import type { App } from "../../src/app.ts";
import { UNMATCHED_REQUESTS } from "../../src/http/declared-responses.ts";

/**
 * Checks every answer the app gives in the tests against its own OpenAPI
 * document (`/api/schema/`), as a validating proxy would: the status must be
 * declared for the operation, the media type too, and a JSON body must match the
 * declared schema. Requests that no operation takes are held against the
 * document's `x-unmatched-requests`. Web pages and static files (paths outside
 * /api/ that no operation names) and the API's reference (/api/docs, the
 * document itself) are not API answers and are not checked.
 */

interface MediaTypeObject {
  schema?: object;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaTypeObject>;
}
type Responses = Record<string, ResponseObject>;
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Responses }>>;
  components?: { schemas?: Record<string, object> };
  [UNMATCHED_REQUESTS]: { responses: Responses };
}

/** Paths of the API that are not operations of the document: its reference and the document itself. */
const NOT_API_ANSWERS = ["/api/docs", "/api/schema/"];
const OPERATION_METHODS: HTTPMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export class OpenApiViolation extends Error {
  override name = "OpenApiViolation";
}

const isJson = (mediaType: string) =>
  mediaType === "application/json" || mediaType.endsWith("+json");

function mediaTypeMatches(declared: string, actual: string): boolean {
  if (declared === "*/*" || declared === actual) return true;
  return declared.endsWith("/*") && actual.startsWith(declared.slice(0, -1));
}

/** The checker of one document: `violations(response)` lists what the document does not allow. */
export function createResponseChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const components = document.components ?? {};
  const validators = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) {
      // The operation's schema refers to #/components/schemas/…: compile it beside them.
      validate = ajv.compile({ ...schema, components });
      validators.set(schema, validate);
    }
    return validate;
  };

  const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: false });
  for (const [path, item] of Object.entries(document.paths)) {
    const route = path.replace(/\{(\w+)\}/g, ":$1");
    for (const method of OPERATION_METHODS) {
      const operation = item[method.toLowerCase()];
      if (operation) router.on(method, route, () => undefined, { operation, path });
    }
  }
  const lookup = (method: HTTPMethod, path: string) => {
    const found = router.find(method, path);
    return found?.store as { operation: { responses: Responses }; path: string } | undefined;
  };

  return function violations(response: Response): string[] {
    const method = (response.raw.req.method ?? "GET").toUpperCase();
    const url = response.raw.req.url ?? "/";
    const path = url.split("?")[0];
    const status = String(response.statusCode);
    const operationMethod = (method === "HEAD" ? "GET" : method) as HTTPMethod;
    const found = lookup(operationMethod, path);
    const isApi = path === "/api" || path.startsWith("/api/");
    if (!found && !isApi) return [];
    if (NOT_API_ANSWERS.some((prefix) => path.startsWith(prefix))) return [];

    const where = found
      ? `${method} ${url} (operation ${operationMethod} ${found.path}) answered ${status}`
      : `${method} ${url} (no operation) answered ${status}`;
    const responses = found ? found.operation.responses : document[UNMATCHED_REQUESTS].responses;
    const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!declared) {
      return [
        `${where}: the status is not declared (declared: ${Object.keys(responses).join(", ")})`,
      ];
    }
    // A HEAD answer has the GET's status and headers, never a body.
    if (method === "HEAD") return [];
    const body = response.rawPayload;
    if (!declared.content) {
      return body.length === 0 ? [] : [`${where}: declares no body, got ${body.length} bytes`];
    }
    const contentType = String(response.headers["content-type"] ?? "");
    const mediaType = contentType.split(";")[0].trim().toLowerCase();
    const entry = Object.entries(declared.content).find(([type]) =>
      mediaTypeMatches(type, mediaType),
    );
    if (!entry) {
      return [
        `${where}: content type "${contentType}" is not declared (declared: ${Object.keys(declared.content).join(", ")})`,
      ];
    }
    const schema = entry[1].schema;
    if (!isJson(mediaType) || !schema) return [];
    let data: unknown;
    try {
      data = JSON.parse(body.toString("utf8"));
    } catch {
      return [`${where}: the body is not JSON: ${body.toString("utf8").slice(0, 200)}`];
    }
    const validate = validatorOf(schema);
    if (validate(data)) return [];
    const errors = (validate.errors ?? [])
      .map((error) => `${error.instancePath || "/"} ${error.message} (${error.schemaPath})`)
      .join("; ");
    return [
      `${where}: the body does not match: ${errors}; body: ${body.toString("utf8").slice(0, 300)}`,
    ];
  };
}

/**
 * Makes `app.inject` reject when its answer breaks the app's OpenAPI document,
 * so the test that made the request fails, naming the request and the breach.
 * On unless TEMPUS_OPENAPI_CHECK=0.
 */
export function checkResponsesAgainstDocument(app: App): void {
  if (process.env.TEMPUS_OPENAPI_CHECK === "0") return;
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<Response>;
  let violations: ReturnType<typeof createResponseChecker> | undefined;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    violations ??= createResponseChecker(app.swagger() as unknown as OpenApiDocument);
    const found = violations(response);
    if (found.length > 0) throw new OpenApiViolation(found.join("\n"));
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || callback !== undefined) {
      throw new Error("With the OpenAPI check on, call app.inject(options) and await it");
    }
    return checked(options);
  }) as unknown as typeof app.inject;
}
