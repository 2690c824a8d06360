import type { AccountsDeps } from "./deps.ts";
import { decodeOr401 } from "./tokens.ts";

/** jwt/blacklist (logout): revokes a valid refresh token; revoking twice is fine. */
export async function revokeRefreshToken(deps: AccountsDeps, refresh: string) {
  const claims = await decodeOr401(() => deps.tokens.decode(refresh, "refresh"));
  await deps.tokens.revoke(claims);
  return {};
}
