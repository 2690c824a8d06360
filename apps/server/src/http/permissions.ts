import {
  API_TOKEN_MESSAGES,
  BILLING_MESSAGES,
  type Role,
  requiredScope,
  scopesAllow,
} from "@tempus/contract";
import type { FastifyInstance } from "fastify";
import { permissionDenied } from "../core/errors.ts";
import { authModeOf } from "./authentication.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Roles allowed to call the route; unset = every signed-in member of the company. */
    roles?: readonly Role[];
    /** Writes that stay possible when the subscription has ended (accounts, billing). */
    allowedWhenReadOnly?: boolean;
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Role checks in one place, after authentication and before validation and
 * the handler, so a forbidden write is 403 whatever its body holds. A company
 * whose subscription has ended keeps reading but cannot write company data.
 */
export function registerPermissions(
  app: FastifyInstance,
  isReadOnly: (companyId: number) => Promise<boolean>,
) {
  app.addHook("preValidation", async (request) => {
    const config = request.routeOptions.config;
    const user = request.user;
    // An API token reaches only its scopes' routes, and never the session's own (decision 034).
    // Public routes (optional sign-in) take a token as who calls and nothing more.
    const auth = authModeOf(request.routeOptions.url ?? "", config.auth);
    if (request.apiTokenScopes && auth === "required") {
      const needed = requiredScope(request.method, request.routeOptions.url ?? "");
      if (needed === null) throw permissionDenied(API_TOKEN_MESSAGES.sessionOnly);
      if (needed !== "any" && !scopesAllow(request.apiTokenScopes, needed))
        throw permissionDenied(API_TOKEN_MESSAGES.outOfScope);
    }
    if (config.roles && (!user || !config.roles.includes(user.role))) throw permissionDenied();
    if (user && WRITES.has(request.method) && !config.allowedWhenReadOnly) {
      if (await isReadOnly(user.companyId))
        throw permissionDenied(BILLING_MESSAGES.subscriptionEnded);
    }
  });
}
