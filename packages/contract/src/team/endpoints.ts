import { collection } from "../collection-endpoints.ts";
import { endpoint } from "../endpoint.ts";
import { ERROR_RESPONSES } from "../errors.ts";
import { ListQuerySchema } from "../filters.ts";
import {
  InvitationCreateSchema,
  InvitationListSchema,
  InvitationPreviewQuerySchema,
  InvitationPreviewSchema,
  InvitationSchema,
  MemberListSchema,
  MemberSchema,
  MemberUpdateSchema,
} from "./team.ts";

const BASE = "/api/usermanagement";

/** Members and invitations. */
export const teamEndpoints = {
  member: collection(
    {
      path: `${BASE}/member/`,
      name: "member",
      tag: "team",
      summaries: {
        list: "Members",
        get: "One member",
        update: "Change a member's role, status or hourly rate",
        remove: "Deactivate a member (their history stays)",
      },
      query: ListQuerySchema,
      list: MemberListSchema,
      detail: MemberSchema,
      write: MemberUpdateSchema,
    },
    // A partial update only: PATCH, no PUT.
    ["list", "get", "patch", "remove"],
  ),
  invitation: {
    ...collection(
      {
        path: `${BASE}/invitation/`,
        name: "invitation",
        tag: "team",
        summaries: {
          list: "Invitations",
          create: "Invite by e-mail",
          remove: "Withdraw an invitation",
        },
        query: ListQuerySchema,
        list: InvitationListSchema,
        detail: InvitationSchema,
        write: InvitationCreateSchema,
      },
      ["list", "create", "remove"],
    ),
    preview: endpoint({
      method: "GET",
      path: `${BASE}/invitation-preview/`,
      tags: ["team"],
      summary: "Whom an invitation link is for and the company it joins (public)",
      query: InvitationPreviewQuerySchema,
      responses: { 200: InvitationPreviewSchema, 404: ERROR_RESPONSES.notFound },
    }),
  },
};
