import { MAX_PAGE_SIZE } from "@tempus/contract/constants";
import {
  type Endpoint,
  fillPath,
  type InputOf,
  isErrorAnswer,
  isFileAnswer,
  type NeedsInput,
  type OutputOf,
} from "@tempus/contract/endpoint";
import { api, apiBlob, downloadFile, type RequestOptions } from "./api-client.ts";

/**
 * Calls an endpoint of the contract (`@tempus/contract/endpoints`): its path filled
 * from `params`, the query without empty values (the API reads an empty filter as a
 * wrong one), the body as JSON; typed by the endpoint's schemas. In development and
 * in tests the answer is checked against the endpoint's success schema, so a web
 * that reads a field the server no longer sends fails there; a production build
 * has the endpoints' methods and paths only and checks nothing.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: NeedsInput<E> extends true
    ? [input: InputOf<E>, options?: CallOptions]
    : [input?: InputOf<E>, options?: CallOptions]
): Promise<OutputOf<E>> {
  return send(endpoint, (input ?? {}) as Input, options ?? {});
}

export interface CallOptions {
  /** Reads are retried once on the specification's statuses; `0` asks once only. */
  retry?: number;
  signal?: AbortSignal;
}

interface Input {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The endpoint's address below `/api` (the client's base), parameters filled in. */
export const pathOf = (endpoint: Endpoint, params?: Record<string, string | number>) =>
  fillPath(endpoint.path, params).replace(/^\/api(?=\/)/, "");

/** A query without its empty values. */
export const given = (query: object = {}) =>
  Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== "" && value !== null,
    ),
  );

async function send<E extends Endpoint>(
  endpoint: E,
  input: Input,
  options: CallOptions,
): Promise<OutputOf<E>> {
  const request: RequestOptions = {
    method: endpoint.method,
    query: given(input.query),
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(options.retry !== undefined ? { retry: options.retry } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const answer = await api(pathOf(endpoint, input.params), request);
  // A production build's endpoints carry no schemas (scripts/endpoint-routes.ts): nothing to check.
  if ((import.meta.env.DEV || import.meta.env.MODE === "test") && endpoint.responses)
    checkAnswer(endpoint, answer);
  return answer as OutputOf<E>;
}

/** Development and tests: the answer must be one of the endpoint's JSON successes. */
function checkAnswer(endpoint: Endpoint, answer: unknown) {
  const successes = Object.entries(endpoint.responses).filter(
    ([status, schema]) => Number(status) < 300 && !isFileAnswer(schema) && !isErrorAnswer(schema),
  );
  if (successes.length === 0) return;
  const failures = successes.map(([, schema]) =>
    (schema as { safeParse(value: unknown): { success: boolean; error?: unknown } }).safeParse(
      answer ?? null,
    ),
  );
  if (failures.some((result) => result.success)) return;
  throw new Error(
    `${endpoint.method} ${endpoint.path} answered what the contract does not declare: ${String(
      failures[0].error,
    )}`,
  );
}

/**
 * An endpoint's write sent as multipart (its fields and a file): the server reads
 * the form's fields as it reads the JSON body the contract types.
 */
export function callWithForm<E extends Endpoint>(
  endpoint: E,
  input: Omit<InputOf<E>, "body"> & { form: FormData },
): Promise<OutputOf<E>> {
  const { form, ...rest } = input as Input & { form: FormData };
  return send(endpoint, { ...rest, body: form }, {});
}

/**
 * Every item of a paginated list endpoint for `query`, reading the largest pages
 * (1000 at most) one after another until the API says there is no next one.
 */
export async function callAllPages<E extends Endpoint>(
  endpoint: E,
  query: InputOf<E> extends { query?: infer Q } ? Q : never,
): Promise<OutputOf<E> extends { results: (infer T)[] } ? T[] : never> {
  const items: unknown[] = [];
  for (let page = 1; ; page++) {
    const answer = (await send(
      endpoint,
      { query: { ...(query as object), page_size: MAX_PAGE_SIZE, page } },
      {},
    )) as { next: string | null; results: unknown[] };
    items.push(...answer.results);
    if (!answer.next) return items as never;
  }
}

type FileInput<E extends Endpoint> = InputOf<E> & {
  params?: Record<string, string | number>;
  query?: object;
};

/** A file endpoint's answer as a Blob (e.g. a PDF to preview), with the session's token. */
export function callBlob<E extends Endpoint>(endpoint: E, input: FileInput<E>): Promise<Blob> {
  return apiBlob(pathOf(endpoint, input.params), given(input.query));
}

/** Downloads a file endpoint's answer, reporting progress (0–1, or null while the size is unknown). */
export function download<E extends Endpoint>(
  endpoint: E,
  input: FileInput<E>,
  onProgress: (share: number | null) => void,
): Promise<void> {
  return downloadFile(
    pathOf(endpoint, input.params),
    given(input.query) as Record<string, string>,
    onProgress,
  );
}
