import { HealthSchema } from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/open-database.ts";
import { checkHealth } from "./health.ts";

export const operationsRoutes: FastifyPluginAsyncZod<{ deps: { db: Database } }> = async (
  app,
  { deps },
) => {
  app.get(
    "/api/health/",
    {
      config: { auth: "none" },
      schema: {
        tags: ["operations"],
        summary: "Liveness and database check",
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const { status, body } = await checkHealth(deps);
      return reply.code(status).send(body);
    },
  );
  app.get("/api/schema/", { config: { auth: "none" }, schema: { hide: true } }, () =>
    app.swagger(),
  );
};
