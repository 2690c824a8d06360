import { ACCOUNT_MESSAGES } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import { notAuthenticated } from "../../core/errors.ts";
import { users } from "../../db/schema/index.ts";
import { announceUserChange } from "../../db/user-changes.ts";
import { findUserByLogin } from "../../db/users.ts";
import type { AccountsDeps } from "./deps.ts";
import { verifyAgainstNobody, verifyPassword } from "./password-hashing.ts";
import { recordSecurityEvent } from "./security-events.ts";
import { type SessionClient, startSession } from "./sessions.ts";

/**
 * jwt/create: the same answer, after the same work, for an unknown user and a wrong password.
 * Each log-in starts a session of its own (decision 035), which its tokens carry.
 */
export async function obtainTokenPair(
  deps: AccountsDeps,
  username: string,
  password: string,
  client: SessionClient,
) {
  const user = await findUserByLogin(deps.db, "username", username);
  const isValid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNobody(password);
  if (!user || !isValid || !user.isActive) {
    // A known account's failed sign-in is its owner's to see; an unknown name is nobody's.
    if (user)
      await recordSecurityEvent(deps, user, "auth.login_failed", {
        client,
        details: { reason: isValid ? "inactive" : "password" },
      });
    throw notAuthenticated({ detail: ACCOUNT_MESSAGES.noActiveAccount, code: "no_active_account" });
  }
  await deps.db
    .update(users)
    .set({ lastLogin: deps.clock() })
    .where(and(eq(users.companyId, user.companyId), eq(users.id, user.id)));
  await announceUserChange(deps.db, user.id);
  const sessionId = await startSession(deps.db, user, client, deps.clock());
  await recordSecurityEvent(deps, user, "auth.login", {
    client,
    subject: { type: "session", id: sessionId },
  });
  return deps.tokens.issuePair({ ...user, sessionId });
}
