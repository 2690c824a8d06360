import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/open-database.ts";
import { route } from "../../http/endpoint-routes.ts";
import { checkHealth } from "./health.ts";

export const operationsRoutes: FastifyPluginAsyncZod<{ deps: { db: Database } }> = async (
  app,
  { deps },
) => {
  route(app, endpoints.health.get, {
    config: { auth: "none" },
    // 200 or 503, both with the health's body: the route sends it itself.
    handler: async (_request, reply) => {
      const { status, body } = await checkHealth(deps);
      return reply.code(status).send(body);
    },
  });
  app.get("/api/schema/", { config: { auth: "none" }, schema: { hide: true } }, () =>
    app.swagger(),
  );
};
