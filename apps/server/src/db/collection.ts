/** A list's rows in SQL: search, ordering, the page and its count (the shapes are src/core/list.ts). */
import { ERROR_MESSAGES, searchTerms } from "@tempus/contract";
import { type AnyColumn, and, asc, desc, ilike, or, type SQL } from "drizzle-orm";
import { notFound } from "../core/errors.ts";
import { type ListInput, type Page, pageSize, withQueryParam } from "../core/list.ts";
import type { PageQuery } from "./paginate.ts";

export type OrderingField = AnyColumn | SQL | ((descending: boolean) => SQL);

export interface CollectionSpec<Row> {
  /** Columns (or expressions) a `search` term may match, case-insensitively, as a substring. */
  searchFields: (AnyColumn | SQL)[];
  /** Public ordering names to their SQL expressions (or a function of the direction that
   * returns the whole clause, e.g. to keep NULLs last either way). `id` is always available. */
  orderingFields: Record<string, OrderingField>;
  /** Used when `ordering` names no known field; `id` is appended as the last tiebreaker. */
  defaultOrdering: string[];
  idColumn: AnyColumn;
  /** The caller's scope and the collection's filters, already validated. */
  where?: SQL;
  count(where: SQL | undefined): Promise<number>;
  fetch(query: PageQuery): Promise<CountedPage<Row> | Row[]>;
  /** The page's read brings the count along: `count` is asked only when it did not (an empty page). */
  pageBringsCount?: boolean;
}

/** A page whose query brought the collection's count along (undefined: ask `count`). */
export interface CountedPage<Row> {
  rows: Row[];
  count: number | undefined;
}

export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every term must match at least one searchable field. */
export function searchCondition(terms: string[], fields: (AnyColumn | SQL)[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map((term) => or(...fields.map((field) => ilike(field, `%${escapeLike(term)}%`)))),
  );
}

/** The known fields `ordering` names, in its order; unknown ones are ignored. */
export function requestedOrdering(raw: string | undefined, fields: Record<string, unknown>) {
  return (raw ?? "")
    .split(",")
    .map((field) => field.trim())
    .filter((field) => Object.hasOwn(fields, field.replace(/^-/, "")));
}

/** OrderingFilter: known fields in the given order, unknown ones ignored, `id` last for stability. */
export function orderingClauses(
  raw: string | undefined,
  spec: Pick<CollectionSpec<unknown>, "orderingFields" | "defaultOrdering" | "idColumn">,
): SQL[] {
  const fields: Record<string, OrderingField> = { ...spec.orderingFields, id: spec.idColumn };
  const requested = requestedOrdering(raw, fields);
  const chosen = requested.length > 0 ? requested : spec.defaultOrdering;
  const names = chosen.map((field) => field.replace(/^-/, ""));
  const withId = names.includes("id") ? chosen : [...chosen, "id"];
  return withId.map((field) => {
    const descending = field.startsWith("-");
    const expression = fields[descending ? field.slice(1) : field];
    if (typeof expression === "function") return expression(descending);
    return descending ? desc(expression) : asc(expression);
  });
}

/** No collection has more pages than rows, and no table more rows than this. */
const MAX_EARLY_PAGE = 2 ** 31;

/**
 * One page of a collection, as DRF's PageNumberPagination + SearchFilter +
 * OrderingFilter answer it. Throws 404 "Invalid page." for a page that does not exist.
 */
export async function listCollection<Row>(
  { query: params, url }: ListInput,
  spec: CollectionSpec<Row>,
): Promise<Page<Row>> {
  const size = pageSize(params.page_size);
  const where = and(spec.where, searchCondition(searchTerms(params.search), spec.searchFields));
  const rawPage = params.page ?? "1";
  const numbered = /^\s*\+?\d+\s*$/.test(rawPage) ? Number(rawPage) : undefined;
  const fetchPage = async (page: number): Promise<CountedPage<Row>> => {
    const fetched = await spec.fetch({
      where,
      orderBy: orderingClauses(params.ordering, spec),
      limit: size,
      offset: (page - 1) * size,
    });
    return Array.isArray(fetched) ? { rows: fetched, count: undefined } : fetched;
  };
  // A numbered page is read while it is counted (two connections on a server); `last` needs the count.
  // A page past any possible count (an offset beyond PostgreSQL's bigint) is only counted: 404.
  const early =
    numbered !== undefined && numbered >= 1 && numbered <= MAX_EARLY_PAGE
      ? fetchPage(numbered)
      : undefined;
  // Handled at once: if the page fails while the count still runs, the failure is answered by the
  // await below, and must not count as an unhandled rejection (which ends the process) meanwhile.
  early?.catch(() => undefined);
  // Otherwise the count runs while the page is read.
  const counted = early && spec.pageBringsCount ? (await early).count : undefined;
  const count = counted ?? (await spec.count(where));
  const pages = Math.max(1, Math.ceil(count / size));
  const page = rawPage === "last" ? pages : (numbered ?? 0);
  if (page < 1 || page > pages) {
    throw notFound(ERROR_MESSAGES.invalidPage);
  }
  const results = (await (early ?? fetchPage(page))).rows;
  return {
    count,
    next: page < pages ? withQueryParam(url, "page", page + 1) : null,
    previous: page > 1 ? withQueryParam(url, "page", page === 2 ? null : page - 1) : null,
    results,
  };
}
