import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { userSession } from "../../db/schema/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { recordSecurityEvent } from "./security-events.ts";
import type { SessionClient } from "./sessions.ts";

/**
 * Ends one of the caller's sessions: its refresh tokens are refused from the next refresh on (its
 * access token lives out its few minutes). Another user's session, or a missing one, is 404.
 */
export async function endSessionById(
  deps: Pick<AccountsDeps, "db" | "clock">,
  actor: Actor,
  id: number,
  client: SessionClient,
) {
  const ended = await deps.db
    .delete(userSession)
    .where(
      and(
        eq(userSession.companyId, actor.companyId),
        eq(userSession.id, id),
        eq(userSession.userId, actor.id),
      ),
    )
    .returning({ id: userSession.id });
  if (ended.length === 0) throw notFound();
  await recordSecurityEvent(deps, actor, "auth.session_ended", {
    client,
    subject: { type: "session", id },
  });
}
