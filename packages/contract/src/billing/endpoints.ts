/** Subscriptions and billing periods. */
export const billingEndpoints = {};
