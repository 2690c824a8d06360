import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { route } from "../../http/endpoint-routes.ts";
import { parseId } from "../../http/ids.ts";
import { createApiToken } from "./create-api-token.ts";
import type { ApiTokensDeps } from "./deps.ts";
import { listApiTokens } from "./list-api-tokens.ts";
import { revokeApiToken } from "./revoke-api-token.ts";

const { apiToken } = endpoints;

/**
 * The caller's API tokens under /api/auth/tokens/ (every role: a token has its user's rights).
 * An API token cannot reach these routes (the contract's `requiredScope`).
 */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ deps: ApiTokensDeps }> = async (
  app,
  { deps },
) => {
  route(app, apiToken.list, {
    config: { allowedWhenReadOnly: true },
    handler: (request) => listApiTokens(deps, currentUser(request)),
  });
  route(app, apiToken.create, {
    handler: (request) => createApiToken(deps, currentUser(request), request.body),
  });
  route(app, apiToken.remove, {
    // Revoking stays possible when the subscription has ended.
    config: { allowedWhenReadOnly: true },
    handler: async (request) => {
      await revokeApiToken(deps, currentUser(request), parseId(request.params.id));
      return undefined;
    },
  });
};
