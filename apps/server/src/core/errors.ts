import { ERROR_MESSAGES, type FieldErrors } from "@tempus/contract";

/**
 * An error that maps to one DRF-shaped response. Throw it anywhere; the error
 * handler writes its status, body and headers.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

/** 400 with DRF's field errors. */
export class ValidationError extends HttpError {
  readonly fields: FieldErrors;

  constructor(fields: FieldErrors) {
    super(400, fields);
    this.fields = fields;
  }
}

export const notFound = (detail: string = ERROR_MESSAGES.notFound) =>
  new HttpError(404, { detail });

export const permissionDenied = (detail: string = ERROR_MESSAGES.permissionDenied) =>
  new HttpError(403, { detail });

export const methodNotAllowed = (method: string, allowed: string[]) =>
  new HttpError(
    405,
    { detail: ERROR_MESSAGES.methodNotAllowed(method) },
    { allow: allowed.join(", ") },
  );

/** Every 401 names the scheme, as DRF does with simplejwt's authenticator. */
export const WWW_AUTHENTICATE = 'Bearer realm="api"';

export const notAuthenticated = (
  body: Record<string, unknown> = { detail: ERROR_MESSAGES.notAuthenticated },
) => new HttpError(401, body, { "www-authenticate": WWW_AUTHENTICATE });
