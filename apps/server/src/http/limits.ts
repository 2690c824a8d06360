import type { Socket } from "node:net";
import { ERROR_MESSAGES } from "@tempus/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../core/errors.ts";
import { BASE_SECURITY_HEADERS } from "./security-headers.ts";

/** How deep a JSON body may nest (objects and arrays); DRF's parser has no such limit but a stack. */
export const MAX_JSON_DEPTH = 64;
/** Request line plus headers, in bytes (Node's default, stated). */
export const MAX_HEADER_BYTES = 16 * 1024;
/** A path parameter's length: ids, tokens, file names. */
export const MAX_PARAM_LENGTH = 200;
/** A multipart body: the company logo plus the company's fields. */
export const MULTIPART_LIMITS = { files: 1, fields: 40, parts: 41 };

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests deeper than `max` levels, read in one pass without
 * recursion (brackets inside strings do not count). Malformed text is left to
 * JSON.parse, which reports it.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** DRF's JSONParser: a body that cannot be read is a 400 with the parser's reason. */
export function parseJsonBody(text: string): unknown {
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, {
      detail: ERROR_MESSAGES.jsonParseError(`nested deeper than ${MAX_JSON_DEPTH} levels`),
    });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, { detail: ERROR_MESSAGES.jsonParseError((error as Error).message) });
  }
}

/**
 * Whether a string anywhere in the value contains U+0000, walked with a stack
 * (a body's depth is bounded by MAX_JSON_DEPTH, a handler's value may not be).
 */
export function containsNullCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (next.includes("\u0000")) return true;
    } else if (typeof next === "object" && next !== null) {
      for (const inner of Object.values(next)) pending.push(inner);
    }
  }
  return false;
}

/**
 * A multipart body that the parser refused, as Django's MultiPartParser and
 * upload limits answer it: too many files, fields or parts 413, a malformed body
 * (no boundary, cut short) 400. Errors that already carry a DRF body pass.
 */
export function multipartHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT") {
    return new HttpError(413, { detail: ERROR_MESSAGES.tooManyFiles(MULTIPART_LIMITS.files) });
  }
  if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
    return new HttpError(413, { detail: ERROR_MESSAGES.tooManyFields(MULTIPART_LIMITS.fields) });
  }
  if (code?.startsWith("FST_")) return error;
  const message = (error as Error).message ?? "";
  const reason = /boundary not found/i.test(message)
    ? "Invalid boundary in multipart: None"
    : message.replace(/^Multipart: /, "");
  return new HttpError(400, { detail: ERROR_MESSAGES.multipartParseError(reason) });
}

/** A statement that ran past `statement_timeout` (PostgreSQL's query_canceled), however wrapped. */
export function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let hops = 0; current && hops < 5; hops++) {
    if ((current as { code?: string }).code === "57014") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const notFoundBody = JSON.stringify({ detail: ERROR_MESSAGES.notFound });

/**
 * Addresses the router cannot read (`%C0%AE`) or whose parameter is longer than
 * any id: answered as the unknown path they are, DRF's 404.
 */
function frameworkErrors(_error: Error, _request: FastifyRequest, reply: FastifyReply) {
  reply
    .code(404)
    .headers(BASE_SECURITY_HEADERS)
    .header("content-type", "application/json; charset=utf-8")
    .send(notFoundBody);
}

/** Errors Node's HTTP parser raises before Fastify sees a request: oversized headers, bad syntax. */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || !socket.writable) return;
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const body = JSON.stringify({
    detail: tooLarge ? ERROR_MESSAGES.headersTooLarge : ERROR_MESSAGES.badRequest,
  });
  const headers = {
    ...BASE_SECURITY_HEADERS,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  };
  socket.end(
    [
      tooLarge ? "HTTP/1.1 431 Request Header Fields Too Large" : "HTTP/1.1 400 Bad Request",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      "",
      body,
    ].join("\r\n"),
  );
}

/** The server options that bound a request before any route runs. */
export const requestLimits = {
  http: { maxHeaderSize: MAX_HEADER_BYTES },
  frameworkErrors,
  clientErrorHandler,
};
