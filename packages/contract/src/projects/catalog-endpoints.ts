/** Debtors, projects and activities. */
export const catalogEndpoints = {};
