import type { z } from "zod";
import type { ErrorResponse, NoContentSchema } from "./errors.ts";

/**
 * An operation of the API, declared once: the server registers its route from it
 * (and the OpenAPI document describes it from there), the web calls it with
 * `call(endpoint, input)`, typed by the same schemas. This module has no zod at
 * run time: the web's calls import it without the schemas.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A success that answers with a file of one of `mediaTypes`, not JSON. */
export interface FileAnswer {
  readonly file: true;
  readonly description: string;
  readonly mediaTypes: readonly string[];
}

export const fileAnswer = (description: string, mediaTypes: readonly string[]): FileAnswer => ({
  file: true,
  description,
  mediaTypes,
});

/** What a status answers: a JSON body's schema, an error of the contract, a file, or nothing. */
export type Answer = z.ZodType | ErrorResponse | FileAnswer;

export interface Endpoint {
  readonly method: Method;
  /** The address with Fastify's `:name` parameters, e.g. `/api/projectmanagement/timelog/:id/`. */
  readonly path: string;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  /** The path's parameters (strings on the wire). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * Whether a request may carry an `Idempotency-Key` (decision 036): the same key from the same
   * user is answered with the first request's answer instead of being made again.
   */
  readonly idempotent?: boolean;
  /** The media types the body may come in, where JSON is not the only one. */
  readonly consumes?: readonly string[];
  /**
   * The answers this operation gives itself, by status: its success and the
   * errors its own rules produce. The server adds the HTTP layer's (401, 403 for
   * roles, 413, 415, 500, …) to the document.
   */
  readonly responses: Readonly<Partial<Record<number, Answer>>>;
}

/** Declares an endpoint; `const` keeps its literal method, path and schemas for inference. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

export const isFileAnswer = (answer: Answer | undefined): answer is FileAnswer =>
  typeof answer === "object" && answer !== null && "file" in answer && answer.file === true;

export const isErrorAnswer = (answer: Answer | undefined): answer is ErrorResponse =>
  typeof answer === "object" &&
  answer !== null &&
  "schema" in answer &&
  "description" in answer &&
  !("_zod" in answer);

type SuccessStatus = 200 | 201 | 202 | 204;

/** The statuses of an endpoint's successes. */
export type SuccessOf<E extends Endpoint> = Extract<keyof E["responses"], SuccessStatus>;

type BodyOfAnswer<A> = A extends FileAnswer
  ? Blob
  : A extends typeof NoContentSchema
    ? undefined
    : A extends z.ZodType
      ? z.output<A>
      : never;

/** What a call of the endpoint resolves to: its success's body (a Blob for a file, nothing for 204). */
export type OutputOf<E extends Endpoint> = {
  [S in SuccessOf<E>]: BodyOfAnswer<E["responses"][S]>;
}[SuccessOf<E>];

/** What the operation's handler gives the server to send: the success schema's input. */
export type ReplyOf<E extends Endpoint> = {
  [S in SuccessOf<E>]: E["responses"][S] extends typeof NoContentSchema
    ? undefined
    : E["responses"][S] extends z.ZodType
      ? z.input<E["responses"][S]>
      : unknown;
}[SuccessOf<E>];

type Field<E extends Endpoint, K extends "params" | "query" | "body"> = E[K] extends z.ZodType
  ? E[K]
  : never;

/** A call's input: the path's parameters, the query and the body, each where the endpoint has one. */
export type InputOf<E extends Endpoint> = ([Field<E, "params">] extends [never]
  ? unknown
  : { params: { [K in keyof z.input<Field<E, "params">>]: string | number } }) &
  ([Field<E, "query">] extends [never]
    ? unknown
    : { query?: Partial<z.input<Field<E, "query">>> }) &
  ([Field<E, "body">] extends [never] ? unknown : { body: z.input<Field<E, "body">> });

/** Whether a call of `E` needs an input at all. */
export type NeedsInput<E extends Endpoint> = [Field<E, "params"> | Field<E, "body">] extends [never]
  ? false
  : true;

/** The path with its parameters filled in (each URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
