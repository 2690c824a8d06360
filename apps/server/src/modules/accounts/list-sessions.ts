import type { UserSession } from "@tempus/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { userSession } from "../../db/schema/index.ts";
import type { AccountsDeps } from "./deps.ts";

/** The caller's sessions, the most recently used first, marking the one the request came from. */
export async function listSessions(
  deps: Pick<AccountsDeps, "db">,
  actor: Actor,
  currentSessionId: number | null,
): Promise<UserSession[]> {
  const rows = await deps.db
    .select()
    .from(userSession)
    .where(and(eq(userSession.companyId, actor.companyId), eq(userSession.userId, actor.id)))
    .orderBy(desc(userSession.lastUsedAt), desc(userSession.id));
  return rows.map((row) => ({
    id: row.id,
    user_agent: row.userAgent,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}
