import { and, eq } from "drizzle-orm";
import { type RequestClient, requestClientOf } from "../../core/request-client.ts";
import type { Database } from "../../db/open-database.ts";
import { userSession } from "../../db/schema/index.ts";
import type { TokenClaims } from "./tokens.ts";

/**
 * Signed-in sessions (decision 035): a log-in starts one, each refresh of its tokens touches it,
 * logging out or revoking it deletes it, and a new password ends all of the user's.
 */

/** Where a request comes from, as a session shows it. */
export type SessionClient = RequestClient;

/** The client of a request: its User-Agent (cut) and its address (behind trusted proxies, theirs). */
export const sessionClient = requestClientOf;

export async function startSession(
  db: Database,
  user: { id: number; companyId: number },
  client: SessionClient,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(userSession)
    .values({
      companyId: user.companyId,
      userId: user.id,
      ...client,
      createdAt: now,
      lastUsedAt: now,
    })
    .returning({ id: userSession.id });
  return row.id;
}

/** The session of a token's claims, as `(company, id, user)`, or null for a token without one. */
const sessionOf = (claims: TokenClaims) =>
  claims.sid === undefined || claims.company_id === undefined
    ? null
    : and(
        eq(userSession.companyId, Number(claims.company_id)),
        eq(userSession.id, Number(claims.sid)),
        eq(userSession.userId, Number(claims.user_id)),
      );

/**
 * A refresh of the session's tokens: its last use and client are updated. False when the session
 * was ended (the token is refused); true for a token from before sessions.
 */
export async function touchSession(
  db: Database,
  claims: TokenClaims,
  client: SessionClient,
  now: Date,
): Promise<boolean> {
  const where = sessionOf(claims);
  if (!where) return true;
  const touched = await db
    .update(userSession)
    .set({ ...client, lastUsedAt: now })
    .where(where)
    .returning({ id: userSession.id });
  return touched.length === 1;
}

/** Whether a token's session still exists (true for a token from before sessions). */
export async function sessionExists(db: Database, claims: TokenClaims): Promise<boolean> {
  const where = sessionOf(claims);
  if (!where) return true;
  const [row] = await db.select({ id: userSession.id }).from(userSession).where(where);
  return row !== undefined;
}

/** Logging out: the token's session ends. */
export async function endSession(db: Database, claims: TokenClaims) {
  const where = sessionOf(claims);
  if (where) await db.delete(userSession).where(where);
}

/** A new password, a reset or a deactivation: every session of the user ends. */
export async function endAllSessions(db: Database, user: { id: number; companyId: number }) {
  await db
    .delete(userSession)
    .where(and(eq(userSession.companyId, user.companyId), eq(userSession.userId, user.id)));
}
