/** What other modules may use of the team: registration accepts invitations. */
export { claimInvitation, peekInvitation } from "./claim-invitation.ts";
export type { TeamDeps } from "./deps.ts";
