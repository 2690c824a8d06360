import {
  ACCOUNT_MESSAGES,
  type FieldErrors,
  NON_FIELD_ERRORS,
  type RegisterBody,
} from "@tempus/contract";
import { company, users } from "../../db/schema/index.ts";
import { ValidationError } from "../../http/errors.ts";
import type { AccountsDeps } from "./deps.ts";
import { sendVerificationMail } from "./email-verification.ts";
import { findUserByUsername, isEmailTaken, isUniqueViolation } from "./find-user.ts";
import { hashPassword } from "./password-hashing.ts";
import { validatePassword } from "./password-validators.ts";

const INVITATION_INVALID = "Invalid or expired invitation.";

/**
 * djoser's registration with `re_password`: field errors (shape, taken names)
 * first; then the password validators; the mismatch only once those pass.
 * Creates the user and, as its owner, a new company named after them.
 */
export async function registerUser(
  deps: AccountsDeps,
  body: RegisterBody,
  shapeErrors: FieldErrors = {},
) {
  const errors: FieldErrors = { ...shapeErrors };
  if (!errors.username && body.username && (await findUserByUsername(deps.db, body.username))) {
    errors.username = [ACCOUNT_MESSAGES.usernameTaken];
  }
  if (!errors.email && body.email && (await isEmailTaken(deps.db, body.email))) {
    errors.email = [ACCOUNT_MESSAGES.emailTaken];
  }
  // Joining a company by invitation arrives with the team feature; until then no token is valid.
  if (!errors.invitation && body.invitation) errors.invitation = [INVITATION_INVALID];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const problems = validatePassword(body.password, body);
  if (problems.length > 0) throw new ValidationError({ password: problems });
  if (body.password !== body.re_password) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [ACCOUNT_MESSAGES.passwordMismatch] });
  }

  const passwordHash = await hashPassword(body.password);
  let user: typeof users.$inferSelect;
  try {
    user = await deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(company).values({ name: body.username }).returning();
      const [row] = await tx
        .insert(users)
        .values({
          companyId: created.id,
          username: body.username,
          email: body.email,
          passwordHash,
          role: "owner",
          dateJoined: deps.clock(),
        })
        .returning();
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, "app_user_username_lower_key")) {
      throw new ValidationError({ username: [ACCOUNT_MESSAGES.usernameTaken] });
    }
    if (isUniqueViolation(error, "app_user_email_lower_key")) {
      throw new ValidationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
    }
    throw error;
  }
  await sendVerificationMail(deps, user);
  return { id: user.id, username: user.username, email: user.email };
}
