import {
  COMPANY_MANAGERS,
  ERROR_RESPONSES,
  InvitationCreateSchema,
  InvitationListSchema,
  InvitationPreviewQuerySchema,
  InvitationPreviewSchema,
  InvitationSchema,
  ListQuerySchema,
  MemberListSchema,
  MemberSchema,
  MemberUpdateSchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerCollection, signedIn } from "../../http/collection-routes.ts";
import { errorResponse } from "../../http/declared-responses.ts";
import { deactivateMember } from "./deactivate-member.ts";
import type { TeamDeps } from "./deps.ts";
import { getMember } from "./get-member.ts";
import { inviteMember } from "./invite-member.ts";
import { listInvitations } from "./list-invitations.ts";
import { listMembers } from "./list-members.ts";
import { previewInvitation } from "./preview-invitation.ts";
import { revokeInvitation } from "./revoke-invitation.ts";
import { updateMember } from "./update-member.ts";

export const teamRoutes: FastifyPluginAsyncZod<{ deps: TeamDeps }> = async (app, { deps }) => {
  registerCollection(app, deps, {
    url: "/api/usermanagement/member/",
    name: "member",
    tag: "team",
    summaries: {
      list: "Members",
      get: "One member",
      update: "Change a member's role, status or hourly rate",
      remove: "Deactivate a member (their history stays)",
    },
    actor: signedIn,
    roles: COMPANY_MANAGERS,
    updateMethods: ["PATCH"],
    schemas: {
      query: ListQuerySchema,
      list: MemberListSchema,
      detail: MemberSchema,
      write: MemberUpdateSchema,
    },
    operations: {
      list: listMembers,
      get: getMember,
      update: updateMember,
      remove: deactivateMember,
    },
  });
  registerCollection(app, deps, {
    url: "/api/usermanagement/invitation/",
    name: "invitation",
    tag: "team",
    summaries: {
      list: "Invitations",
      create: "Invite by e-mail",
      remove: "Withdraw an invitation",
    },
    actor: signedIn,
    roles: COMPANY_MANAGERS,
    schemas: {
      query: ListQuerySchema,
      list: InvitationListSchema,
      detail: InvitationSchema,
      write: InvitationCreateSchema,
    },
    operations: { list: listInvitations, create: inviteMember, remove: revokeInvitation },
  });
  app.get(
    "/api/usermanagement/invitation-preview/",
    {
      config: { auth: "none" },
      schema: {
        tags: ["team"],
        summary: "Whom an invitation link is for and the company it joins (public)",
        querystring: InvitationPreviewQuerySchema,
        response: {
          200: InvitationPreviewSchema,
          404: errorResponse(ERROR_RESPONSES.notFound),
        },
      },
    },
    (request) => previewInvitation(deps, request.query),
  );
};
