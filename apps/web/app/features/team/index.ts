/** Members, roles, invitations and seats: what other parts of the app may use. */
export { teamKeys, useColleagues, useInvitations, useMembers } from "./api.ts";
export { MembersPanel } from "./members-panel.tsx";
