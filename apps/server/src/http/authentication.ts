import { API_TOKEN_MESSAGES, AUTH_MESSAGES } from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Actor } from "../core/actor.ts";
import { notAuthenticated } from "../core/errors.ts";
import { type Database, forPreparedReads } from "../db/open-database.ts";
import { users } from "../db/schema/index.ts";
import { companyOfUser } from "../db/users.ts";
import { TokenError } from "../lib/token-error.ts";
import type { UserCache } from "./user-cache.ts";

/** An operation's actor is a row of app_user: the type fails to compile if the two part. */
type ActorRow<Row extends Actor> = Row;
export type AuthenticatedUser = ActorRow<typeof users.$inferSelect>;

/**
 * How a route authenticates: `required` (the default for every API route),
 * `optional` (public, but a bad token is still 401, as DRF's AllowAny views
 * answer), `none` (the token endpoints themselves).
 */
export type AuthMode = "required" | "optional" | "none";

declare module "fastify" {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    /** The scopes of the API token the request came with; null with a JWT or none (permissions.ts). */
    apiTokenScopes: readonly string[] | null;
    /** The session of the access token the request came with (decision 035), or null. */
    sessionId: number | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}

/** Routes that no module declares: the interactive API reference is public. */
const PUBLIC_PREFIXES = ["/api/docs"];

export function authModeOf(url: string, configured: AuthMode | undefined): AuthMode {
  if (configured) return configured;
  if (!url.startsWith("/api/") || PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix))) {
    return "none";
  }
  return "required";
}

/** Checks an access token's signature, expiry and type; refuses it with a `TokenError`. */
export interface AccessTokens {
  decode(
    token: string,
    expectedType: "access",
  ): Promise<{ user_id: string; company_id?: string; sid?: string }>;
}

/** A personal API token's holder (decision 034), or null for anything that is not a current token. */
export type ApiTokenReader = (
  token: string,
) => Promise<{ userId: number; companyId: number; scopes: readonly string[] } | null>;

/** DRF's AuthenticationFailed: a 401 with its detail. */
const tokenRefused = (detail: string) => notAuthenticated({ detail });

/**
 * simplejwt's JWTAuthentication (`Bearer <access token>`) and DRF's TokenAuthentication
 * (`Token <API token>`, scoped): the header to an active user, or anonymous. The user's row
 * comes from `cache` while it is known to be current.
 */
export function createAuthenticator(
  db: Database,
  tokens: AccessTokens,
  cache: UserCache,
  apiTokens?: ApiTokenReader,
) {
  // Every request runs this: built once, and a prepared statement on each connection.
  const userById = forPreparedReads(db)
    .select()
    .from(users)
    .where(
      and(eq(users.companyId, sql.placeholder("company")), eq(users.id, sql.placeholder("id"))),
    )
    .prepare("authenticated_user");
  /** The user of a token; one issued before tokens carried the company finds it in user_login. */
  const readUser = async (userId: number, companyId: number | undefined) => {
    const company = companyId ?? (await companyOfUser(db, userId));
    if (company === undefined) return undefined;
    return (await userById.execute({ company, id: userId }))[0];
  };
  return async function identify(request: FastifyRequest): Promise<AuthenticatedUser | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const parts = header.trim().split(/\s+/);
    if (parts[0] === "Token" && apiTokens) {
      if (parts.length === 1) throw tokenRefused(API_TOKEN_MESSAGES.noCredentials);
      if (parts.length > 2) throw tokenRefused(API_TOKEN_MESSAGES.spaces);
      const holder = await apiTokens(parts[1]);
      if (!holder) throw tokenRefused(API_TOKEN_MESSAGES.invalid);
      const user =
        cache.get(holder.userId) ??
        (await cache.read(holder.userId, () => readUser(holder.userId, holder.companyId)));
      if (!user?.isActive) throw tokenRefused(API_TOKEN_MESSAGES.inactive);
      request.apiTokenScopes = holder.scopes;
      return user;
    }
    if (parts[0] !== "Bearer") return null;
    if (parts.length !== 2) {
      throw notAuthenticated({
        detail: AUTH_MESSAGES.badHeader,
        code: AUTH_MESSAGES.badHeaderCode,
      });
    }
    let userId: number;
    let companyId: number | undefined;
    try {
      const claims = await tokens.decode(parts[1], "access");
      userId = Number(claims.user_id);
      companyId = claims.company_id === undefined ? undefined : Number(claims.company_id);
      request.sessionId = claims.sid === undefined ? null : Number(claims.sid);
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      throw notAuthenticated({
        detail: AUTH_MESSAGES.tokenNotValid,
        code: AUTH_MESSAGES.tokenNotValidCode,
        messages: [{ token_class: "AccessToken", token_type: "access", message: error.message }],
      });
    }
    const user = cache.get(userId) ?? (await cache.read(userId, () => readUser(userId, companyId)));
    if (!user)
      throw notAuthenticated({ detail: AUTH_MESSAGES.userNotFound, code: "user_not_found" });
    if (!user.isActive) {
      throw notAuthenticated({ detail: AUTH_MESSAGES.userInactive, code: "user_inactive" });
    }
    return user;
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

/** One hook authenticates every route before validation and before the handler. */
export function registerAuthentication(app: FastifyInstance, identify: Authenticator) {
  app.decorateRequest("user", null);
  app.decorateRequest("apiTokenScopes", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request) => {
    const mode = authModeOf(request.routeOptions.url ?? "", request.routeOptions.config.auth);
    if (mode === "none") return;
    request.user = await identify(request);
    if (mode === "required" && !request.user) throw notAuthenticated();
  });
}

/** The signed-in user of a `required` route. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
