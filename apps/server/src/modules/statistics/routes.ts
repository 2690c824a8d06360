import { StatisticsQuerySchema, StatisticsSchema } from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import type { StatisticsDeps } from "./deps.ts";
import { getStatistics } from "./get-statistics.ts";

export const statisticsRoutes: FastifyPluginAsyncZod<{ deps: StatisticsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    "/api/projectmanagement/statistics/",
    {
      schema: {
        tags: ["statistics"],
        summary: "Tracked time and amounts per day, week, month, project, debtor, activity or user",
        querystring: StatisticsQuerySchema,
        response: { 200: StatisticsSchema },
      },
    },
    (request) => getStatistics(deps, currentUser(request), request.query),
  );
};
