import type { Database } from "../../db/open-database.ts";
import { findUserById } from "../../db/users.ts";
import { subjectOf, type TokenClaims } from "./tokens.ts";

/**
 * A new or reset password ends every session that began before it: a refresh
 * token issued in an earlier second than the change counts as revoked. (Tokens
 * carry whole seconds; one issued in the very second of the change survives,
 * so that the session that changed the password can sign in again at once.)
 */
export function predatesPasswordChange(claims: TokenClaims, passwordChangedAt: Date | null) {
  return passwordChangedAt !== null && claims.iat < Math.floor(passwordChangedAt.getTime() / 1000);
}

/** jwt/verify's check of a refresh token's owner: unknown users revoke nothing here. */
export async function isRevokedByPasswordChange(db: Database, claims: TokenClaims) {
  const { userId, companyId } = subjectOf(claims);
  const user = await findUserById(db, userId, companyId);
  return user !== undefined && predatesPasswordChange(claims, user.passwordChangedAt);
}
