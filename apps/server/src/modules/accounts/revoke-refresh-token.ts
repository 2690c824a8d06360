import { findUserById } from "../../db/users.ts";
import type { AccountsDeps } from "./deps.ts";
import { recordSecurityEvent } from "./security-events.ts";
import { endSession, type SessionClient } from "./sessions.ts";
import { decodeOr401, subjectOf } from "./tokens.ts";

/** jwt/blacklist (logout): revokes a valid refresh token and ends its session; twice is fine. */
export async function revokeRefreshToken(
  deps: AccountsDeps,
  refresh: string,
  client: SessionClient,
) {
  const claims = await decodeOr401(() => deps.tokens.decode(refresh, "refresh"));
  const first = await deps.tokens.revoke(claims);
  await endSession(deps.db, claims);
  const { userId, companyId } = subjectOf(claims);
  const user = first ? await findUserById(deps.db, userId, companyId) : undefined;
  if (user) await recordSecurityEvent(deps, user, "auth.logout", { client });
  return {};
}
