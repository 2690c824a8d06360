/** Plans, subscriptions and billing periods: what other parts of the app may use. */
export {
  billingKeys,
  useActivePeriod,
  useInitializeSubscription,
  usePlans,
} from "./api.ts";
export { PlanPicker } from "./plan-picker.tsx";
export { SubscriptionPage } from "./subscription-page.tsx";
export { SubscriptionSummary } from "./subscription-summary.tsx";
