import { collection } from "../collection-endpoints.ts";
import {
  HourlyRateRuleListSchema,
  HourlyRateRuleQuerySchema,
  HourlyRateRuleSchema,
  HourlyRateRuleWriteSchema,
} from "./projects.ts";
import {
  BillingRoundingRuleListSchema,
  BillingRoundingRuleQuerySchema,
  BillingRoundingRuleSchema,
  BillingRoundingRuleWriteSchema,
} from "./rounding.ts";

/** Hourly-rate rules and billing-rounding rules. */
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
  roundingRule: collection(
    {
      path: "/api/projectmanagement/billing-rounding-rule/",
      name: "billing-rounding-rule",
      tag: "billing rounding",
      query: BillingRoundingRuleQuerySchema,
      list: BillingRoundingRuleListSchema,
      detail: BillingRoundingRuleSchema,
      write: BillingRoundingRuleWriteSchema,
    },
    ["list", "create", "get", "update", "patch", "remove"],
  ),
};
