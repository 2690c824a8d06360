import { OWNER_ONLY } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../../http/authentication.ts";
import { listInput } from "../../http/collection-routes.ts";
import { route } from "../../http/endpoint-routes.ts";
import type { AuditDeps } from "./deps.ts";
import { exportAuditEvents } from "./export-audit-events.ts";
import { getOwnActivity } from "./get-own-activity.ts";
import { listAuditEvents } from "./list-audit-events.ts";
import { verifyAuditChain } from "./verify-audit-chain.ts";

const { audit, ownActivity } = endpoints;
/** The trail is read when the subscription has ended too. */
const owner = { roles: OWNER_ONLY, allowedWhenReadOnly: true };

/** The audit trail (the owner) under /api/audit/, and each user's own activity. */
export const auditRoutes: FastifyPluginAsyncZod<{ deps: AuditDeps }> = async (app, { deps }) => {
  route(app, audit.export, {
    config: owner,
    handler: async (request, reply) => {
      const file = await exportAuditEvents(deps, currentUser(request), request.query.format);
      return reply
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .type(file.contentType)
        .send(file.body);
    },
  });
  route(app, audit.list, {
    config: owner,
    handler: (request) =>
      listAuditEvents(deps, currentUser(request), listInput(request, request.query)),
  });
  route(app, audit.verify, {
    config: owner,
    handler: (request) => verifyAuditChain(deps, currentUser(request)),
  });
  route(app, ownActivity.get, {
    config: { allowedWhenReadOnly: true },
    handler: (request) => getOwnActivity(deps, currentUser(request)),
  });
};
