/** What other modules may use of projects and time logs. */
export type { ProjectsDeps } from "./deps.ts";
export { decimalsOf, formattingContext, recalculateCompanyLogs } from "./pricing.ts";
export { lockPricing, withPricingLock } from "./pricing-lock.ts";
export { projectRoutes } from "./routes.ts";
export {
  filterConditions,
  resolveTimeLogFilters,
  trackedSeconds,
} from "./time-log-filters.ts";
