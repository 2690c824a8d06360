import {
  type Answer,
  type Endpoint,
  isErrorAnswer,
  isFileAnswer,
  type ReplyOf,
  type Role,
} from "@tempus/contract";
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from "fastify";
import type { z } from "zod";
import type { ListInput, ListParams } from "../core/list.ts";
import { type ApiApp, listInput } from "./collection-routes.ts";
import { errorResponse, fileResponse } from "./declared-responses.ts";
import { parseId } from "./ids.ts";

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request to `E` as its handler sees it: params, query and body parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E["params"]>;
  Querystring: Parsed<E["query"]>;
  Body: Parsed<E["body"]>;
}>;

export interface EndpointRoute<E extends Endpoint> {
  /** Who may call and how (auth mode, roles, read-only companies, form bodies). */
  config?: FastifyContextConfig;
  /** Fastify options that are the server's business, not the contract's. */
  options?: Pick<RouteShorthandOptions, "attachValidation" | "bodyLimit">;
  /**
   * Answers the request: what it returns is sent with the endpoint's success
   * status (its only one). A handler that sends itself (a file, a redirect, one
   * of several successes) returns the reply.
   */
  handler(request: EndpointRequest<E>, reply: FastifyReply): Promise<ReplyOf<E> | FastifyReply>;
}

/** A route's `schema.response` entry for what the contract declares a status answers. */
function responseSchema(answer: Answer) {
  if (isFileAnswer(answer)) return fileResponse(answer.description, answer.mediaTypes);
  if (isErrorAnswer(answer)) return errorResponse(answer);
  return answer;
}

/** The Fastify schema of an endpoint: what the validators parse and the OpenAPI document shows. */
export function routeSchema(endpoint: Endpoint): FastifySchema {
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: Object.fromEntries(
      Object.entries(endpoint.responses).map(([status, answer]) => [
        status,
        responseSchema(answer as Answer),
      ]),
    ),
  };
}

const successStatuses = (endpoint: Endpoint) =>
  Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);

/** Registers the route of a contract endpoint. */
export function route<E extends Endpoint>(app: ApiApp, endpoint: E, spec: EndpointRoute<E>) {
  const handler = (request: FastifyRequest, reply: FastifyReply) =>
    spec.handler(request as EndpointRequest<E>, reply);
  register(app, endpoint, spec.config ?? {}, handler, spec.options);
}

/** `route` without the endpoint's types: the collection's operations are typed where declared. */
function register(
  app: ApiApp,
  endpoint: Endpoint,
  config: FastifyContextConfig,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  options: EndpointRoute<Endpoint>["options"] = {},
) {
  const [success, ...others] = successStatuses(endpoint);
  if (success === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no success`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    config: endpoint.idempotent ? { ...config, idempotent: true } : config,
    schema: routeSchema(endpoint),
    handler: async (request, reply) => {
      const answer = await handler(request, reply);
      if (answer === reply || reply.sent) return reply;
      if (others.length > 0) {
        throw new Error(`${endpoint.method} ${endpoint.path} has several successes: send one`);
      }
      return (reply as FastifyReply).code(success).send(success === 204 ? undefined : answer);
    },
  });
}

/** The endpoints of a collection as the contract's `collection()` declares them (and maybe more). */
export interface CollectionEndpointSet {
  list?: Endpoint;
  create?: Endpoint;
  get?: Endpoint;
  update?: Endpoint;
  patch?: Endpoint;
  remove?: Endpoint;
}

type QueryOf<E> = E extends Endpoint ? Parsed<E["query"]> & ListParams : never;
type BodyOf<E> = E extends Endpoint ? Parsed<E["body"]> : never;
type ReplyFor<E> = E extends Endpoint ? ReplyOf<E> : never;

/**
 * A collection's routes from its endpoints, as DRF's ModelViewSet serves it: who
 * calls, who may, and the operation behind each endpoint. Only the endpoints with
 * an operation get a route (`update` serves PUT and PATCH, where declared).
 */
export interface CollectionRoutes<Deps, Actor, E extends CollectionEndpointSet> {
  endpoints: E;
  /** Who calls: `signedIn` on an API route, `anyone` on public reads. */
  actor: (request: FastifyRequest) => Actor;
  /** Public reads: a missing token is fine, a bad one still 401. */
  publicReads?: boolean;
  /** Who may call any of the routes; unset = every member of the company. */
  roles?: readonly Role[];
  /** Who may write; unset = `roles` (every member: the operations decide about their own objects). */
  writeRoles?: readonly Role[];
  operations: {
    list?(
      deps: Deps,
      actor: Actor,
      input: ListInput<QueryOf<E["list"]>>,
    ): Promise<ReplyFor<E["list"]>>;
    get?(deps: Deps, actor: Actor, id: number): Promise<ReplyFor<E["get"]>>;
    create?(deps: Deps, actor: Actor, body: BodyOf<E["create"]>): Promise<ReplyFor<E["create"]>>;
    update?(
      deps: Deps,
      actor: Actor,
      input: { id: number; body: BodyOf<E["patch"]> & BodyOf<E["update"]> },
    ): Promise<ReplyFor<E["patch"]> | ReplyFor<E["update"]>>;
    remove?(deps: Deps, actor: Actor, id: number): Promise<void>;
  };
}

/** Registers the routes of a collection (list, create, one, change, delete). */
export function routeCollection<Deps, Actor, E extends CollectionEndpointSet>(
  app: ApiApp,
  deps: Deps,
  spec: CollectionRoutes<Deps, Actor, E>,
) {
  const { endpoints, operations } = spec;
  const readConfig: FastifyContextConfig = {};
  if (spec.publicReads) readConfig.auth = "optional";
  if (spec.roles) readConfig.roles = spec.roles;
  const writeConfig: FastifyContextConfig = {};
  const writeRoles = spec.writeRoles ?? spec.roles;
  if (writeRoles) writeConfig.roles = writeRoles;
  const missing = (name: string): never => {
    throw new Error(`the collection has a ${name} operation but no ${name} endpoint`);
  };
  // Fastify's types cannot follow a generic endpoint's schemas: the validators parsed the
  // query, params and body with exactly these schemas, so they are the schemas' outputs.
  type Untyped = FastifyRequest<{
    Params: { id: string };
  }> & {
    query: QueryOf<E["list"]>;
    body: BodyOf<E["create"]> & BodyOf<E["patch"]> & BodyOf<E["update"]>;
  };
  const { list, get, create, update, remove } = operations;
  if (list) {
    register(app, endpoints.list ?? missing("list"), readConfig, (request) =>
      list(deps, spec.actor(request), listInput(request, (request as Untyped).query)),
    );
  }
  if (create) {
    register(app, endpoints.create ?? missing("create"), writeConfig, (request) =>
      create(deps, spec.actor(request), (request as Untyped).body),
    );
  }
  if (get) {
    register(app, endpoints.get ?? missing("get"), readConfig, (request) =>
      get(deps, spec.actor(request), parseId((request as Untyped).params.id)),
    );
  }
  if (update) {
    const changes = [endpoints.update, endpoints.patch].filter(
      (endpoint): endpoint is Endpoint => endpoint !== undefined,
    );
    if (changes.length === 0) missing("update");
    for (const endpoint of changes) {
      register(app, endpoint, writeConfig, (request) =>
        update(deps, spec.actor(request), {
          id: parseId((request as Untyped).params.id),
          body: (request as Untyped).body,
        }),
      );
    }
  }
  if (remove) {
    register(app, endpoints.remove ?? missing("remove"), writeConfig, async (request) => {
      await remove(deps, spec.actor(request), parseId((request as Untyped).params.id));
      return undefined;
    });
  }
}
