import type { Role } from "@tempus/contract";
import type { FastifyInstance } from "fastify";
import { permissionDenied } from "./errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Roles allowed to call the route; unset = every signed-in member of the company. */
    roles?: readonly Role[];
  }
}

export const ADMINS: readonly Role[] = ["owner", "admin"];
export const OWNER: readonly Role[] = ["owner"];

/**
 * Role checks in one place, after authentication and before validation and
 * the handler, so a forbidden write is 403 whatever its body holds.
 */
export function registerPermissions(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const roles = request.routeOptions.config.roles;
    if (roles && (!request.user || !roles.includes(request.user.role))) throw permissionDenied();
  });
}
