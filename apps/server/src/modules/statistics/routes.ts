import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { route } from "../../http/endpoint-routes.ts";
import type { StatisticsDeps } from "./deps.ts";
import { getStatistics } from "./get-statistics.ts";

export const statisticsRoutes: FastifyPluginAsyncZod<{ deps: StatisticsDeps }> = async (
  app,
  { deps },
) => {
  route(app, endpoints.statistics.get, {
    handler: (request) => getStatistics(deps, currentUser(request), request.query),
  });
};
