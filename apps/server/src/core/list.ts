/**
 * Lists as the API answers them (DRF's PageNumberPagination): what a list operation gets and
 * answers, the page size rule and the links to the neighbouring pages. No HTTP framework, no SQL
 * (src/db/collection.ts reads the rows).
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@tempus/contract";

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The parameters every list understands (the contract's `ListQuerySchema`). */
export interface ListParams {
  page?: string;
  page_size?: string;
  ordering?: string;
  search?: string;
}

/** What a list operation gets: its parsed query, and the request's absolute URL for the links. */
export interface ListInput<Query extends ListParams = ListParams> {
  query: Query;
  url: URL;
}

/** DRF's `_positive_int(strict=True, cutoff=MAX)`: anything else falls back to the default. */
export function pageSize(raw: string | undefined): number {
  if (raw === undefined || !/^\s*\+?\d+\s*$/.test(raw)) return DEFAULT_PAGE_SIZE;
  const value = Number.parseInt(raw, 10);
  if (value <= 0) return DEFAULT_PAGE_SIZE;
  return Math.min(value, MAX_PAGE_SIZE);
}

/** Percent-encodes as Python's `quote_plus`, so links match DRF's byte for byte. */
function quotePlus(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
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
