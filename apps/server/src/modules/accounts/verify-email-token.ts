import { ACCOUNT_MESSAGES } from "@tempus/contract";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { ValidationError } from "../../core/errors.ts";
import { emailVerification, users } from "../../db/schema/index.ts";
import { announceUserChange } from "../../db/user-changes.ts";
import { companyOfUser } from "../../db/users.ts";
import { hashToken } from "../../lib/token-hash.ts";
import type { AccountsDeps } from "./deps.ts";

/**
 * Uses up a token and marks the address verified. The token must belong to
 * the address, be unused and unexpired, and the address must still be the user's.
 */
export async function verifyEmailToken(deps: AccountsDeps, token: string, email: string) {
  const now = deps.clock();
  const verifiedUser = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerification)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerification.tokenHash, hashToken(token)),
          eq(sql`lower(${emailVerification.email})`, email.toLowerCase()),
          isNull(emailVerification.usedAt),
          gt(emailVerification.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerification.userId, email: emailVerification.email });
    if (!used) return undefined;
    const companyId = await companyOfUser(tx, used.userId);
    if (companyId === undefined) return undefined;
    const updated = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(
        and(eq(users.companyId, companyId), eq(users.id, used.userId), eq(users.email, used.email)),
      )
      .returning({ id: users.id });
    return updated[0]?.id;
  });
  if (verifiedUser === undefined) {
    throw new ValidationError({
      email_verification_token: [ACCOUNT_MESSAGES.invalidVerificationToken],
    });
  }
  await announceUserChange(deps.db, verifiedUser);
  return { detail: ACCOUNT_MESSAGES.emailVerified };
}
