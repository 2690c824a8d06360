import { COMPANY_MANAGERS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../http/collection-routes.ts";
import { routeCollection } from "../../http/endpoint-routes.ts";
import { createRateRule } from "./create-rate-rule.ts";
import { createRoundingRule } from "./create-rounding-rule.ts";
import { deleteRateRule } from "./delete-rate-rule.ts";
import { deleteRoundingRule } from "./delete-rounding-rule.ts";
import type { PricingDeps } from "./deps.ts";
import { getRateRule } from "./get-rate-rule.ts";
import { getRoundingRule } from "./get-rounding-rule.ts";
import { listRateRules } from "./list-rate-rules.ts";
import { listRoundingRules } from "./list-rounding-rules.ts";
import { updateRateRule } from "./update-rate-rule.ts";
import { updateRoundingRule } from "./update-rounding-rule.ts";

/** Hourly-rate rules and billing-rounding rules under /api/projectmanagement/. */
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
  routeCollection(app, deps, {
    endpoints: endpoints.roundingRule,
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    operations: {
      list: listRoundingRules,
      get: getRoundingRule,
      create: createRoundingRule,
      update: updateRoundingRule,
      remove: deleteRoundingRule,
    },
  });
};
