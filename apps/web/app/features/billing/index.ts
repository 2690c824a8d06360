/** What other features may use of plans and subscriptions (routes import the pages themselves). */
export { useActivePeriod, useInitializeSubscription, usePlans } from "./api.ts";
export { PlanPicker } from "./plan-picker.tsx";
export { SubscriptionSummary } from "./subscription-summary.tsx";
