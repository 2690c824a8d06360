import {
  IdParamsSchema,
  InvitationCreateSchema,
  InvitationListSchema,
  InvitationSchema,
  ListQuerySchema,
  MemberListSchema,
  MemberSchema,
  MemberUpdateSchema,
} from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { parseId } from "../../http/ids.ts";
import { ADMINS } from "../../http/permissions.ts";
import { inviteMember, listInvitations, revokeInvitation, type TeamDeps } from "./invitations.ts";
import { getMember, listMembers, updateMember } from "./members.ts";

const tags = ["team"];
const config = { roles: ADMINS };

export const teamRoutes: FastifyPluginAsyncZod<{ deps: TeamDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.get(
    "/api/usermanagement/member/",
    {
      config,
      schema: {
        tags,
        summary: "Members",
        querystring: ListQuerySchema,
        response: { 200: MemberListSchema },
      },
    },
    (request) => listMembers(db, request, currentUser(request).companyId),
  );
  app.get(
    "/api/usermanagement/member/:id/",
    {
      config,
      schema: {
        tags,
        summary: "One member",
        params: IdParamsSchema,
        response: { 200: MemberSchema },
      },
    },
    (request) => getMember(db, currentUser(request).companyId, parseId(request.params.id)),
  );
  app.patch(
    "/api/usermanagement/member/:id/",
    {
      config,
      schema: {
        tags,
        summary: "Change a member's role, status or hourly rate",
        params: IdParamsSchema,
        body: MemberUpdateSchema,
        response: { 200: MemberSchema },
      },
    },
    (request) => updateMember(deps, currentUser(request), parseId(request.params.id), request.body),
  );
  app.delete(
    "/api/usermanagement/member/:id/",
    {
      config,
      schema: {
        tags,
        summary: "Deactivate a member (their history stays)",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      await updateMember(deps, currentUser(request), parseId(request.params.id), {
        is_active: false,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/usermanagement/invitation/",
    {
      config,
      schema: {
        tags,
        summary: "Invitations",
        querystring: ListQuerySchema,
        response: { 200: InvitationListSchema },
      },
    },
    (request) => listInvitations(db, request, currentUser(request).companyId),
  );
  app.post(
    "/api/usermanagement/invitation/",
    {
      config,
      schema: {
        tags,
        summary: "Invite by e-mail",
        body: InvitationCreateSchema,
        response: { 201: InvitationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteMember(deps, currentUser(request), request.body)),
  );
  app.delete(
    "/api/usermanagement/invitation/:id/",
    { config, schema: { tags, summary: "Withdraw an invitation", params: IdParamsSchema } },
    async (request, reply) => {
      await revokeInvitation(db, currentUser(request).companyId, parseId(request.params.id));
      return reply.code(204).send();
    },
  );
};
