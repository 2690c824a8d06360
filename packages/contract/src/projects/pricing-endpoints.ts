/** Hourly-rate rules. */
export const pricingEndpoints = {};
