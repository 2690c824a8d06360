import type { z } from "zod";
import { IdParamsSchema } from "./common.ts";
import { NoContentSchema } from "./errors.ts";

/** A collection's operations as DRF's ModelViewSet serves them (the ones it has). */
export interface CollectionDeclaration {
  /** The list's address, e.g. `/api/projectmanagement/debtor/`; an object's is `<path>:id/`. */
  readonly path: string;
  /** The name in the default summaries ("List debtor", "One debtor", …). */
  readonly name: string;
  readonly tag: string;
  readonly summaries?: Partial<Record<"list" | "get" | "create" | "update" | "remove", string>>;
  readonly query?: z.ZodType;
  readonly list?: z.ZodType;
  readonly detail?: z.ZodType;
  readonly write?: z.ZodType;
}

type CollectionOperation = "list" | "create" | "get" | "update" | "patch" | "remove";

interface CollectionEndpoints<C extends CollectionDeclaration> {
  list: {
    method: "GET";
    path: C["path"];
    tags: readonly string[];
    summary: string;
    query: C["query"];
    responses: { 200: C["list"] };
  };
  create: {
    method: "POST";
    path: C["path"];
    tags: readonly string[];
    summary: string;
    body: C["write"];
    responses: { 201: C["detail"] };
  };
  get: {
    method: "GET";
    path: `${C["path"]}:id/`;
    tags: readonly string[];
    summary: string;
    params: typeof IdParamsSchema;
    responses: { 200: C["detail"] };
  };
  update: {
    method: "PUT";
    path: `${C["path"]}:id/`;
    tags: readonly string[];
    summary: string;
    params: typeof IdParamsSchema;
    body: C["write"];
    responses: { 200: C["detail"] };
  };
  patch: {
    method: "PATCH";
    path: `${C["path"]}:id/`;
    tags: readonly string[];
    summary: string;
    params: typeof IdParamsSchema;
    body: C["write"];
    responses: { 200: C["detail"] };
  };
  remove: {
    method: "DELETE";
    path: `${C["path"]}:id/`;
    tags: readonly string[];
    summary: string;
    params: typeof IdParamsSchema;
    responses: { 204: typeof NoContentSchema };
  };
}

/**
 * The endpoints of a collection, those of `operations` only: list and create at
 * its path, get, update (PUT), patch (PATCH) and remove at `<path>:id/`.
 */
export function collection<
  const C extends CollectionDeclaration,
  const O extends readonly CollectionOperation[],
>(declaration: C, operations: O): Pick<CollectionEndpoints<C>, O[number]> {
  const { path, name, tag, summaries = {} } = declaration;
  const item = `${path}:id/` as const;
  const tags = [tag];
  const all: CollectionEndpoints<C> = {
    list: {
      method: "GET",
      path,
      tags,
      summary: summaries.list ?? `List ${name}`,
      query: declaration.query,
      responses: { 200: declaration.list },
    },
    create: {
      method: "POST",
      path,
      tags,
      summary: summaries.create ?? `Create ${name}`,
      body: declaration.write,
      responses: { 201: declaration.detail },
    },
    get: {
      method: "GET",
      path: item,
      tags,
      summary: summaries.get ?? `One ${name}`,
      params: IdParamsSchema,
      responses: { 200: declaration.detail },
    },
    update: {
      method: "PUT",
      path: item,
      tags,
      summary: summaries.update ?? `Change ${name}`,
      params: IdParamsSchema,
      body: declaration.write,
      responses: { 200: declaration.detail },
    },
    patch: {
      method: "PATCH",
      path: item,
      tags,
      summary: summaries.update ?? `Change ${name}`,
      params: IdParamsSchema,
      body: declaration.write,
      responses: { 200: declaration.detail },
    },
    remove: {
      method: "DELETE",
      path: item,
      tags,
      summary: summaries.remove ?? `Delete ${name}`,
      params: IdParamsSchema,
      responses: { 204: NoContentSchema },
    },
  };
  return Object.fromEntries(operations.map((operation) => [operation, all[operation]])) as Pick<
    CollectionEndpoints<C>,
    O[number]
  >;
}
