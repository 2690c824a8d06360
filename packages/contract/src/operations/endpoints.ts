/** Health. */
export const operationsEndpoints = {};
