import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { route } from "../../http/endpoint-routes.ts";
import type { PortabilityDeps } from "./deps.ts";
import { exportOwnData } from "./export-own-data.ts";

const { user } = endpoints;

/** A user's own data as one download (issue 26, data portability). */
export const portabilityRoutes: FastifyPluginAsyncZod<{ deps: PortabilityDeps }> = async (
  app,
  { deps },
) => {
  route(app, user.exportMine, {
    // Everyone may take their data with them, a company's ended subscription or not.
    config: { allowedWhenReadOnly: true },
    handler: async (request, reply) => {
      const file = await exportOwnData(deps, currentUser(request));
      return reply
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .type(file.contentType)
        .send(file.body);
    },
  });
};
