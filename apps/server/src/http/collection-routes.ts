import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ListInput, ListParams } from "../core/list.ts";
import { type AuthenticatedUser, currentUser } from "./authentication.ts";
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
