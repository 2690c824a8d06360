import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { notAuthenticated } from "../../http/errors.ts";
import { forgetUser } from "../../http/user-cache.ts";
import type { AccountsDeps } from "./deps.ts";
import { findUserByUsername } from "./find-user.ts";
import { verifyAgainstNobody, verifyPassword } from "./password-hashing.ts";
import { invalidTokenError, type TokenClaims, TokenError } from "./tokens.ts";

/** jwt/create: the same answer, after the same work, for an unknown user and a wrong password. */
export async function obtainTokenPair(deps: AccountsDeps, username: string, password: string) {
  const user = await findUserByUsername(deps.db, username);
  const isValid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNobody(password);
  if (!user || !isValid || !user.isActive) {
    throw notAuthenticated({ detail: ACCOUNT_MESSAGES.noActiveAccount, code: "no_active_account" });
  }
  await deps.db.update(users).set({ lastLogin: deps.clock() }).where(eq(users.id, user.id));
  forgetUser(deps.db, user.id);
  return deps.tokens.issuePair(user.id);
}

async function decodeOr401<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await decode();
  } catch (error) {
    if (error instanceof TokenError) throw invalidTokenError(error.message);
    throw error;
  }
}

/** jwt/refresh with rotation: the used refresh token is revoked, a new pair is issued. */
export async function refreshTokenPair(deps: AccountsDeps, refresh: string) {
  const claims = await decodeOr401(() => deps.tokens.decodeRefresh(refresh));
  const [user] = await deps.db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, Number(claims.user_id)));
  if (!user?.isActive) {
    throw notAuthenticated({
      detail: "No active account found for the given token.",
      code: "no_active_account",
    });
  }
  if (!(await deps.tokens.revoke(claims))) throw invalidTokenError(AUTH_MESSAGES.tokenBlacklisted);
  const pair = await deps.tokens.issuePair(user.id);
  return { access: pair.access, refresh: pair.refresh };
}

/** jwt/verify: any valid token; a revoked refresh token is refused. */
export async function verifyToken(deps: AccountsDeps, token: string) {
  await decodeOr401(async () => {
    const claims: TokenClaims = await deps.tokens.decode(token);
    if (claims.token_type === "refresh" && (await deps.tokens.isRevoked(claims.jti))) {
      throw new TokenError(AUTH_MESSAGES.tokenBlacklisted);
    }
  });
  return {};
}

/** jwt/blacklist (logout): revokes a valid refresh token; revoking twice is fine. */
export async function revokeRefreshToken(deps: AccountsDeps, refresh: string) {
  const claims = await decodeOr401(() => deps.tokens.decode(refresh, "refresh"));
  await deps.tokens.revoke(claims);
  return {};
}
