import type { TokenPair } from "@tempus/contract";
import { TOKEN_COOKIE } from "@tempus/contract/constants";
import { deleteCookie, readCookie, writeCookie } from "./cookies.ts";

/**
 * The session: the `jwtToken` cookie holds `{access, refresh}`.
 * Components subscribe to changes (login, refresh, logout).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function parse(raw: string | undefined): TokenPair | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TokenPair>;
    return typeof value.access === "string" && typeof value.refresh === "string"
      ? { access: value.access, refresh: value.refresh }
      : null;
  } catch {
    return null;
  }
}

let cached: { raw: string | undefined; tokens: TokenPair | null } | undefined;

export function getTokens(): TokenPair | null {
  const raw = readCookie(TOKEN_COOKIE);
  if (!cached || cached.raw !== raw) cached = { raw, tokens: parse(raw) };
  return cached.tokens;
}

/** The refresh token's own lifetime decides how long the cookie is kept. */
export function setTokens(tokens: TokenPair): void {
  const expiresIn = secondsUntilExpiry(tokens.refresh);
  writeCookie(TOKEN_COOKIE, JSON.stringify(tokens), Math.max(expiresIn, 60) / 86_400);
  for (const listener of listeners) listener();
}

export function clearTokens(): void {
  deleteCookie(TOKEN_COOKIE);
  for (const listener of listeners) listener();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Seconds until a JWT's `exp` (0 when it cannot be read). */
export function secondsUntilExpiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as {
      exp?: number;
    };
    return typeof payload.exp === "number" ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}
