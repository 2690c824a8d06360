import { endpoint } from "../endpoint.ts";
import { StatisticsQuerySchema, StatisticsSchema } from "./statistics.ts";

/** Statistics. */
export const statisticsEndpoints = {
  statistics: {
    get: endpoint({
      method: "GET",
      path: "/api/projectmanagement/statistics/",
      tags: ["statistics"],
      summary:
        "Tracked time and amounts per day, week, month, project, debtor, activity, user or tag",
      query: StatisticsQuerySchema,
      responses: { 200: StatisticsSchema },
    }),
  },
};
