import { IdParamsSchema, type Role } from "@tempus/contract";
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { ListInput, ListParams } from "../core/list.ts";
import { type AuthenticatedUser, currentUser } from "./authentication.ts";
import { parseId } from "./ids.ts";
import { absoluteUrl } from "./urls.ts";

/** The app as every module plugin gets it: requests and responses typed by the contract's schemas. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A list operation's input from its request: the parsed query and the URL its links build on. */
export const listInput = <Query extends ListParams>(
  request: FastifyRequest,
  query: Query,
): ListInput<Query> => ({ query, url: absoluteUrl(request) });

/** The signed-in caller (the default), or on public reads whoever is signed in, if anyone. */
export const signedIn = (request: FastifyRequest): AuthenticatedUser => currentUser(request);
export const anyone = (request: FastifyRequest): AuthenticatedUser | null => request.user;

/**
 * A collection as DRF's ModelViewSet serves it (its success answers: the HTTP
 * layer's errors are declared by http/declared-responses.ts), described once: its address,
 * schemas (the contract's), who may call it, and the operations behind its
 * routes. Only the operations given get a route.
 */
export interface CollectionRoutes<Deps, Actor, Query extends ListParams, Write, List, Detail> {
  /** The list's address, e.g. `/api/projectmanagement/debtor/`; an object's is `<url>:id/`. */
  url: string;
  /** The name in the default OpenAPI summaries ("List debtor", "One debtor", …). */
  name: string;
  tag: string;
  summaries?: Partial<Record<"list" | "get" | "create" | "update" | "remove", string>>;
  /** Who calls: `signedIn` on an API route, `anyone` on public reads. */
  actor: (request: FastifyRequest) => Actor;
  /** Public reads: a missing token is fine, a bad one still 401. */
  publicReads?: boolean;
  /** Who may call any of the routes; unset = every member of the company. */
  roles?: readonly Role[];
  /** Who may write; unset = `roles` (every member: the operations decide about their own objects). */
  writeRoles?: readonly Role[];
  /** The methods `update` answers: DRF's ModelViewSet both, a partial update only PATCH. */
  updateMethods?: readonly ("PUT" | "PATCH")[];
  schemas: {
    query?: z.ZodType<Query>;
    list?: z.ZodType<unknown, List>;
    detail?: z.ZodType<unknown, Detail>;
    write?: z.ZodType<Write>;
  };
  /** Operations: `(deps, actor, input) → output`, typed by the schemas above. */
  operations: {
    list?(deps: Deps, actor: Actor, input: ListInput<Query>): Promise<List>;
    get?(deps: Deps, actor: Actor, id: number): Promise<Detail>;
    create?(deps: Deps, actor: Actor, body: Write): Promise<Detail>;
    update?(deps: Deps, actor: Actor, input: { id: number; body: Write }): Promise<Detail>;
    remove?(deps: Deps, actor: Actor, id: number): Promise<void>;
  };
}

/** Registers the routes of a collection (list, create, one, change, delete). */
export function registerCollection<Deps, Actor, Query extends ListParams, Write, List, Detail>(
  app: ApiApp,
  deps: Deps,
  spec: CollectionRoutes<Deps, Actor, Query, Write, List, Detail>,
) {
  const { operations, schemas } = spec;
  const itemUrl = `${spec.url}:id/`;
  const tags = [spec.tag];
  const summary = (operation: keyof typeof operations, verb: string) =>
    spec.summaries?.[operation] ?? `${verb} ${spec.name}`;
  const readConfig: FastifyContextConfig = {};
  if (spec.publicReads) readConfig.auth = "optional";
  if (spec.roles) readConfig.roles = spec.roles;
  const writeConfig: FastifyContextConfig = {};
  const writeRoles = spec.writeRoles ?? spec.roles;
  if (writeRoles) writeConfig.roles = writeRoles;
  // Fastify's types cannot resolve a generic schema's output: the validator compiler parsed the
  // query and the body with exactly these schemas, so they are the schemas' outputs.
  const queryOf = (request: FastifyRequest) => listInput(request, request.query as Query);
  const bodyOf = (request: FastifyRequest) => request.body as Write;

  const { list, get, create, update, remove } = operations;
  if (list) {
    app.get(
      spec.url,
      {
        config: readConfig,
        schema: {
          tags,
          summary: summary("list", "List"),
          querystring: schemas.query,
          response: { 200: schemas.list },
        },
      },
      (request) => list(deps, spec.actor(request), queryOf(request)),
    );
  }
  if (create) {
    app.post(
      spec.url,
      {
        config: writeConfig,
        schema: {
          tags,
          summary: summary("create", "Create"),
          body: schemas.write,
          response: { 201: schemas.detail },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await create(deps, spec.actor(request), bodyOf(request))),
    );
  }
  if (get) {
    app.get(
      itemUrl,
      {
        config: readConfig,
        schema: {
          tags,
          summary: summary("get", "One"),
          params: IdParamsSchema,
          response: { 200: schemas.detail },
        },
      },
      (request) => get(deps, spec.actor(request), parseId(request.params.id)),
    );
  }
  if (update) {
    for (const method of spec.updateMethods ?? (["PUT", "PATCH"] as const)) {
      app.route({
        method,
        url: itemUrl,
        config: writeConfig,
        schema: {
          tags,
          summary: summary("update", "Change"),
          params: IdParamsSchema,
          body: schemas.write,
          response: { 200: schemas.detail },
        },
        handler: (request) =>
          update(deps, spec.actor(request), {
            id: parseId(request.params.id),
            body: bodyOf(request),
          }),
      });
    }
  }
  if (remove) {
    app.delete(
      itemUrl,
      {
        config: writeConfig,
        schema: { tags, summary: summary("remove", "Delete"), params: IdParamsSchema },
      },
      async (request, reply) => {
        await remove(deps, spec.actor(request), parseId(request.params.id));
        return reply.code(204).send();
      },
    );
  }
}
