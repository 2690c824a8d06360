import { endpoint } from "../endpoint.ts";
import { HealthSchema } from "./health.ts";

/** Health. */
export const operationsEndpoints = {
  health: {
    get: endpoint({
      method: "GET",
      path: "/api/health/",
      tags: ["operations"],
      summary: "Liveness and database check",
      responses: { 200: HealthSchema, 503: HealthSchema },
    }),
  },
};
