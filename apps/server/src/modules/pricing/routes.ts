import {
  COMPANY_MANAGERS,
  HourlyRateRuleListSchema,
  HourlyRateRuleQuerySchema,
  HourlyRateRuleSchema,
  HourlyRateRuleWriteSchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerCollection, signedIn } from "../../http/collection-routes.ts";
import { createRateRule } from "./create-rate-rule.ts";
import { deleteRateRule } from "./delete-rate-rule.ts";
import type { PricingDeps } from "./deps.ts";
import { getRateRule } from "./get-rate-rule.ts";
import { listRateRules } from "./list-rate-rules.ts";
import { updateRateRule } from "./update-rate-rule.ts";

const BASE = "/api/projectmanagement";

/** Hourly-rate rules under /api/projectmanagement/. */
export const pricingRoutes: FastifyPluginAsyncZod<{ deps: PricingDeps }> = async (
  app,
  { deps },
) => {
  registerCollection(app, deps, {
    url: `${BASE}/hourly-rate-rule/`,
    name: "hourly-rate-rule",
    tag: "hourly-rate rules",
    actor: signedIn,
    writeRoles: COMPANY_MANAGERS,
    schemas: {
      query: HourlyRateRuleQuerySchema,
      list: HourlyRateRuleListSchema,
      detail: HourlyRateRuleSchema,
      write: HourlyRateRuleWriteSchema,
    },
    operations: {
      list: listRateRules,
      get: getRateRule,
      create: createRateRule,
      update: updateRateRule,
      remove: deleteRateRule,
    },
  });
};
