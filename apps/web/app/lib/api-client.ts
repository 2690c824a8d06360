import type { FieldErrors } from "@tempus/contract";
import { RETRY_STATUS_CODES } from "@tempus/contract/constants";
import { endpoints } from "@tempus/contract/endpoints";
import { FetchError, type FetchOptions, ofetch } from "ofetch";
import { clearTokens, getTokens, secondsUntilExpiry, setTokens } from "./session.ts";

/**
 * The HTTP client: same-origin `/api`, reads retried on the
 * specification's statuses, writes never retried, bearer token on every call.
 */
const base = ofetch.create({
  baseURL: "/api",
  retryStatusCodes: [...RETRY_STATUS_CODES],
  retryDelay: 300,
});

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
      const fresh = await base<{ access: string; refresh: string }>(REFRESH_PATH, {
        method: "POST",
        body: { refresh: tokens.refresh },
        retry: 0,
      });
      setTokens(fresh);
      return fresh.access;
    } catch {
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

const withAuth = <R extends "json" | "blob">(
  options: FetchOptions<R>,
  access: string | null,
): FetchOptions<R> =>
  access
    ? {
        ...options,
        headers: {
          ...(options.headers as Record<string, string>),
          Authorization: `Bearer ${access}`,
        },
      }
    : options;

/**
 * One request to the API below `/api`, with the session's token (refreshed once
 * on a 401). It answers what the server sent, unread: `call()` (lib/call.ts) is
 * the typed way to the API, by the contract's endpoints.
 */
export async function api(
  path: string,
  options: FetchOptions<"json" | "blob"> = {},
): Promise<unknown> {
  const access = await currentAccessToken();
  try {
    return await base(path, withAuth(options, access));
  } catch (error) {
    if (access && error instanceof FetchError && error.status === 401) {
      const fresh = await refreshAccessToken();
      if (fresh) return base(path, withAuth(options, fresh));
    }
    throw error;
  }
}

/** A file of the API as a Blob (e.g. a PDF to preview), with the session's token. */
export async function apiBlob(path: string, query: Record<string, unknown> = {}): Promise<Blob> {
  // ofetch reads the body as the response type asks.
  return (await api(path, { query, responseType: "blob" })) as Blob;
}

/**
 * A request body the contract's schema refuses, found before it is sent: it
 * carries the DRF body the server would have answered, so a form shows it as
 * it shows the server's.
 */
export class InvalidBody extends Error {
  readonly fields: FieldErrors;
  constructor(fields: FieldErrors) {
    super("invalid body");
    this.fields = fields;
  }
}

/** A DRF error body (`{"field": ["message"]}` or `{"detail": "…"}`) from a failed call or check. */
export function errorBody(error: unknown): Record<string, unknown> {
  if (error instanceof InvalidBody) return error.fields;
  if (error instanceof FetchError && error.data && typeof error.data === "object") {
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
  const url = `/api${path}?${new URLSearchParams(query).toString()}`;
  const response = await fetch(url, {
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
