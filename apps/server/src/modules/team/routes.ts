import { COMPANY_MANAGERS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../http/collection-routes.ts";
import { route, routeCollection } from "../../http/endpoint-routes.ts";
import { deactivateMember } from "./deactivate-member.ts";
import type { TeamDeps } from "./deps.ts";
import { getMember } from "./get-member.ts";
import { inviteMember } from "./invite-member.ts";
import { listInvitations } from "./list-invitations.ts";
import { listMembers } from "./list-members.ts";
import { previewInvitation } from "./preview-invitation.ts";
import { revokeInvitation } from "./revoke-invitation.ts";
import { updateMember } from "./update-member.ts";

const { member, invitation } = endpoints;

export const teamRoutes: FastifyPluginAsyncZod<{ deps: TeamDeps }> = async (app, { deps }) => {
  routeCollection(app, deps, {
    endpoints: member,
    actor: signedIn,
    roles: COMPANY_MANAGERS,
    operations: {
      list: listMembers,
      get: getMember,
      update: updateMember,
      remove: deactivateMember,
    },
  });
  routeCollection(app, deps, {
    endpoints: invitation,
    actor: signedIn,
    roles: COMPANY_MANAGERS,
    operations: { list: listInvitations, create: inviteMember, remove: revokeInvitation },
  });
  route(app, invitation.preview, {
    config: { auth: "none" },
    handler: (request) => previewInvitation(deps, request.query),
  });
};
