import {
  ACCOUNT_MESSAGES,
  type FieldErrors,
  NON_FIELD_ERRORS,
  type RegisterBody,
} from "@tempus/contract";
import { ValidationError } from "../../core/errors.ts";
import { company, type users } from "../../db/schema/index.ts";
import {
  EMAIL_TAKEN_KEY,
  findUserByLogin,
  insertUser,
  isEmailTaken,
  USERNAME_TAKEN_KEY,
} from "../../db/users.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import { claimInvitation, peekInvitation } from "../team/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { hashPassword } from "./password-hashing.ts";
import { validatePassword } from "./password-validators.ts";
import { mailVerificationLink } from "./verification-mail.ts";

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
  if (
    !errors.username &&
    body.username &&
    (await findUserByLogin(deps.db, "username", body.username))
  ) {
    errors.username = [ACCOUNT_MESSAGES.usernameTaken];
  }
  if (!errors.email && body.email && (await isEmailTaken(deps.db, body.email))) {
    errors.email = [ACCOUNT_MESSAGES.emailTaken];
  }
  if (!errors.invitation && body.invitation && typeof body.email === "string") {
    const problems = await peekInvitation(deps.db, body.invitation, body.email, deps.clock());
    for (const [field, messages] of Object.entries(problems)) errors[field] ??= messages;
  }
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
      // With an invitation the user joins that company (its link proved the address);
      // without one they found their own company and own it.
      const membership = body.invitation
        ? {
            ...(await claimInvitation(tx, body.invitation, body.email, deps.clock())),
            emailVerified: true,
          }
        : {
            companyId: (await tx.insert(company).values({ name: body.username }).returning())[0].id,
            role: "owner" as const,
            emailVerified: false,
          };
      return insertUser(tx, {
        ...membership,
        username: body.username,
        email: body.email,
        passwordHash,
        dateJoined: deps.clock(),
        ...(body.language_preference ? { languagePreference: body.language_preference } : {}),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, USERNAME_TAKEN_KEY)) {
      throw new ValidationError({ username: [ACCOUNT_MESSAGES.usernameTaken] });
    }
    if (isUniqueViolation(error, EMAIL_TAKEN_KEY)) {
      throw new ValidationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
    }
    throw error;
  }
  if (!user.emailVerified) await mailVerificationLink(deps, user);
  return { id: user.id, username: user.username, email: user.email };
}
