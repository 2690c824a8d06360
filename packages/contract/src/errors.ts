import { z } from "zod";
import { DetailSchema, ValidationErrorSchema } from "./common.ts";
import { ERROR_MESSAGES, IDEMPOTENCY_MESSAGES } from "./messages.ts";

/** One entry of simplejwt's `messages`: which token failed, and why. */
export const TokenErrorMessageSchema = z
  .object({ token_class: z.string(), token_type: z.string(), message: z.string() })
  .meta({ id: "TokenErrorMessage" });

/**
 * simplejwt's 401: `{"detail", "code"}` (`token_not_valid`, `bad_authorization_header`,
 * `no_active_account`, `user_not_found`, `user_inactive`), with `messages` when an
 * access token in the Authorization header failed.
 */
export const TokenErrorSchema = z
  .object({
    detail: z.string(),
    code: z.string(),
    messages: z.array(TokenErrorMessageSchema).optional(),
  })
  .meta({ id: "TokenError" });

/** A 401: no credentials (`detail` only), or simplejwt's answer to a bad header or token. */
export const NotAuthenticatedSchema = z
  .union([DetailSchema, TokenErrorSchema])
  .meta({ id: "NotAuthenticated" });

/** A 400 of a request with a body: field errors, or `detail` for a body that is not JSON. */
export const BadRequestSchema = z
  .union([ValidationErrorSchema, DetailSchema])
  .meta({ id: "BadRequest" });

/**
 * Every 5xx of the API: the same text, never the internals (`A server error occurred.` in English,
 * in the language the request asks for otherwise).
 */
export const ServerErrorSchema = z
  .object({ detail: z.string().meta({ example: ERROR_MESSAGES.serverError }) })
  .meta({ id: "ServerError" });

/** DRF's ServiceUnavailable: a database statement ran past the server's time limit. */
export const ServiceUnavailableSchema = z
  .object({ detail: z.string().meta({ example: ERROR_MESSAGES.serviceUnavailable }) })
  .meta({ id: "ServiceUnavailable" });

/** A 204's (and a redirect's) body: nothing. */
export const NoContentSchema = z.null().describe("No content");

/** An error answer as the OpenAPI document declares it: what it means, and its body. */
export interface ErrorResponse {
  description: string;
  schema: z.ZodType;
}

/**
 * The error answers the HTTP layer gives, whichever route: the server declares
 * them for every operation they apply to (apps/server/src/http/declared-responses.ts).
 */
export const ERROR_RESPONSES = {
  invalidQuery: {
    description: `Bad query parameters: the field's messages; or a Host that is not allowed (\`${ERROR_MESSAGES.badRequest}\`).`,
    schema: BadRequestSchema,
  },
  disallowedHost: {
    description: `The Host (behind a trusted proxy X-Forwarded-Host) is not one of the allowed hosts (\`${ERROR_MESSAGES.badRequest}\`).`,
    schema: DetailSchema,
  },
  badRequest: {
    description:
      'Bad input: field errors (`{"field": ["message"]}`, `non_field_errors`), or `detail` for a body that is not JSON (or nests deeper than 64 levels, or a multipart body that cannot be read) and for a Host that is not allowed.',
    schema: BadRequestSchema,
  },
  notAuthenticated: {
    description: `No credentials ("${ERROR_MESSAGES.notAuthenticated}"), or a bad Authorization header or access token (simplejwt: detail, code, messages).`,
    schema: NotAuthenticatedSchema,
  },
  tokenError: {
    description: "The credentials or token sent were refused (simplejwt: detail, code).",
    schema: TokenErrorSchema,
  },
  permissionDenied: {
    description: `The caller's role may not do this ("${ERROR_MESSAGES.permissionDenied}"), the company's subscription has ended (a write), or an API token's scopes do not reach the route.`,
    schema: DetailSchema,
  },
  idempotencyInFlight: {
    description: `The first request with this Idempotency-Key is still under way ("${IDEMPOTENCY_MESSAGES.inFlight}").`,
    schema: DetailSchema,
  },
  idempotencyReused: {
    description: `This Idempotency-Key came with another request before ("${IDEMPOTENCY_MESSAGES.reused}").`,
    schema: DetailSchema,
  },
  notFound: {
    description: `No such object in the caller's company ("${ERROR_MESSAGES.notFound}"), or a page past the end ("${ERROR_MESSAGES.invalidPage}").`,
    schema: DetailSchema,
  },
  methodNotAllowed: {
    description:
      'The path exists, the method does not (`Method "PUT" not allowed.`; Allow lists the methods).',
    schema: DetailSchema,
  },
  payloadTooLarge: {
    description: "The body is larger than the server accepts.",
    schema: DetailSchema,
  },
  unsupportedMediaType: {
    description:
      'The body is neither JSON nor a type this operation takes (`Unsupported media type "text/plain" in request.`).',
    schema: DetailSchema,
  },
  throttled: {
    description:
      "Too many requests: `Request was throttled. Expected available in N seconds.`, with Retry-After.",
    schema: DetailSchema,
  },
  serviceUnavailable: {
    description: `A database statement ran past the server's time limit (STATEMENT_TIMEOUT): "${ERROR_MESSAGES.serviceUnavailable}"`,
    schema: ServiceUnavailableSchema,
  },
  serverError: {
    description: `Something failed on the server ("${ERROR_MESSAGES.serverError}"); the details are in its log.`,
    schema: ServerErrorSchema,
  },
} as const satisfies Record<string, ErrorResponse>;
