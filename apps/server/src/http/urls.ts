import type { FastifyRequest } from "fastify";

/** Percent-encodes as Python's `quote_plus`, so links match DRF's byte for byte. */
function quotePlus(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** The request's own absolute URL (scheme and host as Fastify sees them; forwarded ones only behind TRUST_PROXY). */
export function absoluteUrl(request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`);
}

/**
 * DRF's `replace_query_param` / `remove_query_param`: the request's URL with one
 * parameter set (or dropped when `value` is null), the query sorted by key.
 */
export function withQueryParam(url: URL, key: string, value: string | number | null): string {
  const params = new Map<string, string[]>();
  for (const [name, paramValue] of url.searchParams) {
    params.set(name, [...(params.get(name) ?? []), paramValue]);
  }
  if (value === null) params.delete(key);
  else params.set(key, [String(value)]);
  const query = [...params.keys()]
    .sort()
    .flatMap((name) => (params.get(name) ?? []).map((v) => `${quotePlus(name)}=${quotePlus(v)}`))
    .join("&");
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}
