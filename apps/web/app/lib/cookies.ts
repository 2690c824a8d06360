/**
 * Reads and writes first-party cookies in the browser (no-ops where there is no
 * document). `document.cookie` rather than the Cookie Store API, because
 * language and consent are read synchronously, before and during rendering.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === "undefined") return;
  const maxAge = Math.round(days * 86_400);
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous on purpose, see above
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; samesite=lax`;
}

/** `max-age=0` and a past `expires`: some cookie jars keep a cookie expiring "now" for that millisecond. */
export function deleteCookie(name: string): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous on purpose, see above
  document.cookie = `${name}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; samesite=lax`;
}
