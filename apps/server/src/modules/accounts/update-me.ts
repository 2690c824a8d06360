import { ACCOUNT_MESSAGES, type UpdateMeBody } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { users } from "../../db/schema/index.ts";
import { announceUserChange } from "../../db/user-changes.ts";
import { changeLoginEmail, EMAIL_TAKEN_KEY, isEmailTaken } from "../../db/users.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import type { AccountsDeps } from "./deps.ts";
import { toUser } from "./user-representation.ts";

/**
 * PUT/PATCH me: e-mail, language and regional format; a new e-mail address is unverified until
 * confirmed.
 */
export async function updateMe(deps: AccountsDeps, user: Actor, changes: UpdateMeBody) {
  const isNewEmail =
    changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase();
  if (isNewEmail && (await isEmailTaken(deps.db, changes.email as string, user.id))) {
    throw new ValidationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
  }
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(isNewEmail ? { emailVerified: false } : {}),
          ...(changes.language_preference
            ? { languagePreference: changes.language_preference }
            : {}),
          ...(changes.format_locale !== undefined ? { formatLocale: changes.format_locale } : {}),
          updatedAt: deps.clock(),
        })
        .where(and(eq(users.companyId, user.companyId), eq(users.id, user.id)))
        .returning();
      if (changes.email !== undefined) await changeLoginEmail(tx, user, changes.email);
      return row;
    });
    await announceUserChange(deps.db, user.id);
    return toUser(updated);
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_TAKEN_KEY)) {
      throw new ValidationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
    }
    throw error;
  }
}
