import type { Database } from "../../db/open-database.ts";
import { findUserById } from "../../db/users.ts";
import { passwordChangeClaim, subjectOf, type TokenClaims } from "./tokens.ts";

/**
 * A new or reset password ends every session that began before it, exactly: a refresh token
 * carries the moment of the password it was issued under (`password_changed_at`, milliseconds),
 * and one that is not the user's current moment is revoked, even from the same second. A token
 * issued before that claim existed is judged by its whole-second `iat`.
 */
export function predatesPasswordChange(claims: TokenClaims, passwordChangedAt: Date | null) {
  if (claims.password_changed_at !== undefined)
    return claims.password_changed_at !== passwordChangeClaim(passwordChangedAt);
  return passwordChangedAt !== null && claims.iat < Math.floor(passwordChangedAt.getTime() / 1000);
}

/** jwt/verify's check of a refresh token's owner: unknown users revoke nothing here. */
export async function isRevokedByPasswordChange(db: Database, claims: TokenClaims) {
  const { userId, companyId } = subjectOf(claims);
  const user = await findUserById(db, userId, companyId);
  return user !== undefined && predatesPasswordChange(claims, user.passwordChangedAt);
}
