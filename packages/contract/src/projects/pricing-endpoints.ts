import { collection } from "../collection-endpoints.ts";
import {
  HourlyRateRuleListSchema,
  HourlyRateRuleQuerySchema,
  HourlyRateRuleSchema,
  HourlyRateRuleWriteSchema,
} from "./projects.ts";

/** Hourly-rate rules. */
export const pricingEndpoints = {
  rateRule: collection(
    {
      path: "/api/projectmanagement/hourly-rate-rule/",
      name: "hourly-rate-rule",
      tag: "hourly-rate rules",
      query: HourlyRateRuleQuerySchema,
      list: HourlyRateRuleListSchema,
      detail: HourlyRateRuleSchema,
      write: HourlyRateRuleWriteSchema,
    },
    ["list", "create", "get", "update", "patch", "remove"],
  ),
};
