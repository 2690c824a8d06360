/** Members and invitations. */
export const teamEndpoints = {};
