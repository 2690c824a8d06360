import { and, eq, ne } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { userSession } from "../../db/schema/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { recordSecurityEvent } from "./security-events.ts";
import type { SessionClient } from "./sessions.ts";

/** "Sign out everywhere else": every session of the caller but the request's own ends. */
export async function endOtherSessions(
  deps: Pick<AccountsDeps, "db" | "clock">,
  actor: Actor,
  currentSessionId: number | null,
  client: SessionClient,
) {
  const ended = await deps.db
    .delete(userSession)
    .where(
      and(
        eq(userSession.companyId, actor.companyId),
        eq(userSession.userId, actor.id),
        ...(currentSessionId === null ? [] : [ne(userSession.id, currentSessionId)]),
      ),
    )
    .returning({ id: userSession.id });
  await recordSecurityEvent(deps, actor, "auth.other_sessions_ended", {
    client,
    details: { sessions: ended.length },
  });
}
