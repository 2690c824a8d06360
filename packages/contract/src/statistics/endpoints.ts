/** Statistics. */
export const statisticsEndpoints = {};
