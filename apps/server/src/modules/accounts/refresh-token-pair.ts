import { AUTH_MESSAGES } from "@tempus/contract";
import { notAuthenticated } from "../../core/errors.ts";
import { findUserById } from "../../db/users.ts";
import type { AccountsDeps } from "./deps.ts";
import { predatesPasswordChange } from "./password-change-revocation.ts";
import { type SessionClient, touchSession } from "./sessions.ts";
import { decodeOr401, invalidTokenError, subjectOf } from "./tokens.ts";

/**
 * jwt/refresh with rotation: the used refresh token is revoked, a new pair of the same session is
 * issued; a token whose session was ended is refused.
 */
export async function refreshTokenPair(deps: AccountsDeps, refresh: string, client: SessionClient) {
  const claims = await decodeOr401(() => deps.tokens.decodeRefresh(refresh));
  const { userId, companyId } = subjectOf(claims);
  const user = await findUserById(deps.db, userId, companyId);
  if (user && predatesPasswordChange(claims, user.passwordChangedAt)) {
    throw invalidTokenError(AUTH_MESSAGES.tokenBlacklisted);
  }
  if (!user?.isActive) {
    throw notAuthenticated({
      detail: "No active account found for the given token.",
      code: "no_active_account",
    });
  }
  if (!(await touchSession(deps.db, claims, client, deps.clock())))
    throw invalidTokenError(AUTH_MESSAGES.tokenBlacklisted);
  if (!(await deps.tokens.revoke(claims))) throw invalidTokenError(AUTH_MESSAGES.tokenBlacklisted);
  const sessionId = claims.sid === undefined ? undefined : Number(claims.sid);
  const pair = await deps.tokens.issuePair({ ...user, sessionId });
  return { access: pair.access, refresh: pair.refresh };
}
