import { LANGUAGES, RETRY_STATUS_CODES } from "@tempus/contract/constants";
import { endpoints } from "@tempus/contract/endpoints";
import { clearTokens, getTokens, secondsUntilExpiry, setTokens } from "./session.ts";

/**
 * The HTTP client: same-origin `/api`, reads retried on the
 * specification's statuses, writes never retried, bearer token on every call.
 */
const BASE = "/api";
const RETRY_DELAY_MS = 300;
const RETRIED: ReadonlySet<number> = new Set(RETRY_STATUS_CODES);

/** One request's options below `/api`. */
export interface RequestOptions {
  method?: string;
  /** Appended as the query string (arrays as repeated names). */
  query?: Record<string, unknown>;
  /** A plain value is sent as JSON; a FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  /** How often a failed read is asked again (default once; writes never). */
  retry?: number;
  signal?: AbortSignal;
  /** `blob`: the answer's bytes (a file), else its JSON (or text). */
  responseType?: "json" | "blob";
}

/** The API answered with an error status; `data` is its (DRF) body. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, data: unknown, message = `${status}`) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
  }
}

/** `path` below `/api` with `query` as its query string. */
export function urlOf(path: string, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return `${BASE}${path}${text ? (path.includes("?") ? "&" : "?") + text : ""}`;
}

/** The answer's body: JSON when it says so, nothing for 204, else its text. */
async function bodyOf(response: Response, responseType: "json" | "blob"): Promise<unknown> {
  if (responseType === "blob" && response.ok) return response.blob();
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (/\bjson\b/.test(response.headers.get("content-type") ?? "")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

const isRead = (method: string) => method === "GET" || method === "HEAD";

/**
 * The server answers its messages in the language asked for: the page's (the one the user chose
 * in the app), not the browser's default.
 */
function pageLanguage(): Record<string, string> {
  const language = typeof document === "undefined" ? "" : document.documentElement.lang;
  return (LANGUAGES as readonly string[]).includes(language) ? { "accept-language": language } : {};
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, its body read; reads asked again on a network failure or a retried status. */
async function send(path: string, options: RequestOptions): Promise<unknown> {
  const method = (options.method ?? "GET").toUpperCase();
  const json = options.body !== undefined && !(options.body instanceof FormData);
  const headers: Record<string, string> = {
    accept: "application/json",
    ...(json ? { "content-type": "application/json" } : {}),
    ...pageLanguage(),
    ...options.headers,
  };
  const init: RequestInit = {
    method,
    headers,
    ...(options.body !== undefined
      ? { body: json ? JSON.stringify(options.body) : (options.body as FormData) }
      : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  let retries = options.retry ?? (isRead(method) ? 1 : 0);
  for (;;) {
    let response: Response;
    try {
      response = await fetch(urlOf(path, options.query), init);
    } catch (error) {
      if (retries-- > 0 && !options.signal?.aborted) {
        await pause(RETRY_DELAY_MS);
        continue;
      }
      throw error;
    }
    if (!response.ok && RETRIED.has(response.status) && retries-- > 0) {
      await pause(RETRY_DELAY_MS);
      continue;
    }
    const body = await bodyOf(response, options.responseType ?? "json");
    if (!response.ok) {
      throw new ApiError(
        response.status,
        body,
        `[${method}] "${path}": ${response.status} ${response.statusText}`,
      );
    }
    return body;
  }
}

/** The refresh endpoint's address below the client's `/api` base. */
const REFRESH_PATH = endpoints.jwt.refresh.path.replace(/^\/api(?=\/)/, "");

/** Refresh this long before the access token expires, so requests rarely meet a 401. */
const REFRESH_AHEAD_SECONDS = 10;

let refreshing: Promise<string | null> | null = null;
let onExpired: () => void = () => {
  if (typeof window !== "undefined") window.location.assign("/auth/login");
};

/** What happens when the session cannot be refreshed ( reset and go to /auth/login). */
export function setSessionExpiredHandler(handler: () => void): void {
  onExpired = handler;
}

/** Rotates the tokens once, however many requests are waiting for it. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const tokens = getTokens();
    if (!tokens) return null;
    try {
      const fresh = (await send(REFRESH_PATH, {
        method: "POST",
        body: { refresh: tokens.refresh },
        retry: 0,
      })) as { access: string; refresh: string };
      setTokens(fresh);
      return fresh.access;
    } catch (error) {
      // Without a connection the session stays: the request fails as offline, not as signed out.
      if (!(error instanceof ApiError)) throw error;
      clearTokens();
      onExpired();
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function currentAccessToken(): Promise<string | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  if (secondsUntilExpiry(tokens.access) > REFRESH_AHEAD_SECONDS) return tokens.access;
  return refreshAccessToken();
}

const withAuth = (options: RequestOptions, access: string | null): RequestOptions =>
  access
    ? { ...options, headers: { ...options.headers, Authorization: `Bearer ${access}` } }
    : options;

/**
 * One request to the API below `/api`, with the session's token (refreshed once
 * on a 401). It answers what the server sent, unread: `call()` (lib/call.ts) is
 * the typed way to the API, by the contract's endpoints.
 */
export async function api(path: string, options: RequestOptions = {}): Promise<unknown> {
  const access = await currentAccessToken();
  try {
    return await send(path, withAuth(options, access));
  } catch (error) {
    if (access && error instanceof ApiError && error.status === 401) {
      const fresh = await refreshAccessToken();
      if (fresh) return send(path, withAuth(options, fresh));
    }
    throw error;
  }
}

/** A file of the API as a Blob (e.g. a PDF to preview), with the session's token. */
export async function apiBlob(path: string, query: Record<string, unknown> = {}): Promise<Blob> {
  return (await api(path, { query, responseType: "blob" })) as Blob;
}

/** A DRF error body (`{"field": ["message"]}` or `{"detail": "…"}`) from a failed call. */
export function errorBody(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError && error.data && typeof error.data === "object") {
    return error.data as Record<string, unknown>;
  }
  return {};
}

/** The first message of a failed call's DRF body, for a banner. */
export function firstErrorMessage(error: unknown, fallback: string): string {
  const value = Object.values(errorBody(error)).flat()[0];
  return typeof value === "string" ? value : fallback;
}

/**
 * Downloads a file from the API with the session's token, reporting progress
 * (0–1, or null while the size is unknown), and hands it to the browser.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string>,
  onProgress: (share: number | null) => void,
): Promise<void> {
  const access = await currentAccessToken();
  const response = await fetch(urlOf(path, query), {
    headers: access ? { Authorization: `Bearer ${access}` } : {},
  });
  if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
  const total = Number(response.headers.get("content-length")) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(total ? received / total : null);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export";
  const link = document.createElement("a");
  link.href = URL.createObjectURL(
    new Blob(chunks as BlobPart[], { type: response.headers.get("content-type") ?? "" }),
  );
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  onProgress(1);
}
