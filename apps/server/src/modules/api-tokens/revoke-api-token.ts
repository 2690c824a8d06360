import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { apiToken } from "../../db/schema/index.ts";
import { appendAuditEvent } from "../audit/index.ts";
import type { ApiTokensDeps } from "./deps.ts";

/** Revokes one of the caller's tokens: it is deleted and refused from the next request on. */
export async function revokeApiToken(deps: ApiTokensDeps, actor: Actor, id: number) {
  const deleted = await deps.db
    .delete(apiToken)
    .where(
      and(
        eq(apiToken.companyId, actor.companyId),
        eq(apiToken.id, id),
        eq(apiToken.userId, actor.id),
      ),
    )
    .returning({ id: apiToken.id, name: apiToken.name });
  if (deleted.length === 0) throw notFound();
  await appendAuditEvent(deps.db, {
    companyId: actor.companyId,
    occurredAt: deps.clock(),
    user: actor,
    action: "api_token.revoked",
    subject: { type: "api_token", id },
    details: { name: deleted[0].name },
  });
}
