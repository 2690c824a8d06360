import { ACCOUNT_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { users } from "../../db/schema/index.ts";
import { announceUserChange } from "../../db/user-changes.ts";
import type { AccountsDeps } from "./deps.ts";
import { hashPassword } from "./password-hashing.ts";
import { validatePassword } from "./password-validators.ts";
import { recordSecurityEvent } from "./security-events.ts";
import { endAllSessions, type SessionClient } from "./sessions.ts";

/** The validators, then the retype check, as djoser's *Retype serializers order them. */
export function checkNewPassword(user: Actor, password: string, retyped: string) {
  const problems = validatePassword(password, user);
  if (problems.length > 0) throw new ValidationError({ new_password: problems });
  if (password !== retyped) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [ACCOUNT_MESSAGES.passwordMismatch] });
  }
}

/**
 * Stores a new password's hash and ends every session of the user (their refresh tokens predate
 * it); the user is read again on their next request.
 */
export async function storePassword(
  deps: AccountsDeps,
  user: { id: number; companyId: number; username: string },
  password: string,
  event: { action: "auth.password_changed" | "auth.password_reset"; client: SessionClient },
) {
  await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: deps.clock(),
      updatedAt: deps.clock(),
    })
    .where(and(eq(users.companyId, user.companyId), eq(users.id, user.id)));
  await endAllSessions(deps.db, user);
  await recordSecurityEvent(deps, user, event.action, { client: event.client });
  await announceUserChange(deps.db, user.id);
}
