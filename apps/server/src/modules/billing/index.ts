/** What the app, its jobs and the seed use of billing. */
export { isCompanyReadOnly } from "./is-read-only.ts";
export { rollOverBillingPeriods } from "./roll-over-billing-periods.ts";
export { seedSubscriptionTypes } from "./seed-subscription-types.ts";
