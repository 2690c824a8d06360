import { AUTH_MESSAGES } from "@tempus/contract";
import type { AccountsDeps } from "./deps.ts";
import { isRevokedByPasswordChange } from "./password-change-revocation.ts";
import { decodeOr401, type TokenClaims, TokenError } from "./tokens.ts";

/** jwt/verify: any valid token; a revoked refresh token is refused. */
export async function verifyToken(deps: AccountsDeps, token: string) {
  await decodeOr401(async () => {
    const claims: TokenClaims = await deps.tokens.decode(token);
    if (
      claims.token_type === "refresh" &&
      ((await deps.tokens.isRevoked(claims.jti)) ||
        (await isRevokedByPasswordChange(deps.db, claims)))
    ) {
      throw new TokenError(AUTH_MESSAGES.tokenBlacklisted);
    }
  });
  return {};
}
