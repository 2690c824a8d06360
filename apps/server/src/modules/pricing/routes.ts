import { COMPANY_MANAGERS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../http/collection-routes.ts";
import { routeCollection } from "../../http/endpoint-routes.ts";
import { createRateRule } from "./create-rate-rule.ts";
import { deleteRateRule } from "./delete-rate-rule.ts";
import type { PricingDeps } from "./deps.ts";
import { getRateRule } from "./get-rate-rule.ts";
import { listRateRules } from "./list-rate-rules.ts";
import { updateRateRule } from "./update-rate-rule.ts";

/** Hourly-rate rules under /api/projectmanagement/. */
export const pricingRoutes: FastifyPluginAsyncZod<{ deps: PricingDeps }> = async (
  app,
  { deps },
) => {
  routeCollection(app, deps, {
    endpoints: endpoints.rateRule,
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    operations: {
      list: listRateRules,
      get: getRateRule,
      create: createRateRule,
      update: updateRateRule,
      remove: deleteRateRule,
    },
  });
};
