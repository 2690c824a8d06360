import { StatisticsQuerySchema, StatisticsSchema } from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";
import { currentUser } from "../../http/authentication.ts";
import { statisticsFor } from "./statistics.ts";

export const statisticsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
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
    (request) => statisticsFor(db, currentUser(request), request.query, clock()),
  );
};
