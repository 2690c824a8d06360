import { ACCOUNT_MESSAGES } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import { notAuthenticated } from "../../core/errors.ts";
import { users } from "../../db/schema/index.ts";
import { announceUserChange } from "../../db/user-changes.ts";
import { findUserByLogin } from "../../db/users.ts";
import type { AccountsDeps } from "./deps.ts";
import { verifyAgainstNobody, verifyPassword } from "./password-hashing.ts";

/** jwt/create: the same answer, after the same work, for an unknown user and a wrong password. */
export async function obtainTokenPair(deps: AccountsDeps, username: string, password: string) {
  const user = await findUserByLogin(deps.db, "username", username);
  const isValid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNobody(password);
  if (!user || !isValid || !user.isActive) {
    throw notAuthenticated({ detail: ACCOUNT_MESSAGES.noActiveAccount, code: "no_active_account" });
  }
  await deps.db
    .update(users)
    .set({ lastLogin: deps.clock() })
    .where(and(eq(users.companyId, user.companyId), eq(users.id, user.id)));
  await announceUserChange(deps.db, user.id);
  return deps.tokens.issuePair(user);
}
