import { AUTH_MESSAGES } from "@tempus/contract";
import type { AccountsDeps } from "./deps.ts";
import { isRevokedByPasswordChange } from "./password-change-revocation.ts";
import { sessionExists } from "./sessions.ts";
import { decodeOr401, type TokenClaims, TokenError } from "./tokens.ts";

/** jwt/verify: any valid token; a revoked refresh token, or one of an ended session, is refused. */
export async function verifyToken(deps: AccountsDeps, token: string) {
  await decodeOr401(async () => {
    const claims: TokenClaims = await deps.tokens.decode(token);
    if (
      claims.token_type === "refresh" &&
      ((await deps.tokens.isRevoked(claims.jti)) ||
        (await isRevokedByPasswordChange(deps.db, claims)) ||
        !(await sessionExists(deps.db, claims)))
    ) {
      throw new TokenError(AUTH_MESSAGES.tokenBlacklisted);
    }
  });
  return {};
}
