/** Rates and their rules: what other modules may use (pricing a log, re-pricing a company, the lock). */

export { parseRoundingCode } from "./billing-rounding.ts";
export { deleteRateRules } from "./delete-rate-rules.ts";
export type { PricingDeps } from "./deps.ts";
export { assertOpen, type LockedPeriod, lockedPeriod } from "./locked-period.ts";
export {
  decimalsOf,
  formattingContext,
  loadPricingContext,
  type PricingContext,
  presentAmounts,
  priceLog,
  recalculateCompanyLogs,
  repriceDays,
} from "./pricing.ts";
export { lockPricing, withPricingLock } from "./pricing-lock.ts";
