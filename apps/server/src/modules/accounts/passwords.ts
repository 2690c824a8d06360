import { createHmac, timingSafeEqual } from "node:crypto";
import { ACCOUNT_MESSAGES, NON_FIELD_ERRORS } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { ValidationError } from "../../http/errors.ts";
import { forgetUser } from "../../http/user-cache.ts";
import { passwordResetMail } from "../../mail/templates.ts";
import type { AccountsDeps } from "./deps.ts";
import { findUserByEmail } from "./find-user.ts";
import { hashPassword, verifyPassword } from "./password-hashing.ts";
import { validatePassword } from "./password-validators.ts";

const RESET_LIFETIME_SECONDS = 24 * 60 * 60;

/** The validators, then the retype check, as djoser's *Retype serializers order them. */
function checkNewPassword(user: AuthenticatedUser, password: string, retyped: string) {
  const problems = validatePassword(password, user);
  if (problems.length > 0) throw new ValidationError({ new_password: problems });
  if (password !== retyped) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [ACCOUNT_MESSAGES.passwordMismatch] });
  }
}

async function storePassword(deps: AccountsDeps, userId: number, password: string) {
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: deps.clock() })
    .where(eq(users.id, userId));
  forgetUser(deps.db, userId);
}

export async function setPassword(
  deps: AccountsDeps,
  user: AuthenticatedUser,
  body: { current_password: string; new_password: string; re_new_password: string },
) {
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw new ValidationError({ current_password: [ACCOUNT_MESSAGES.invalidPassword] });
  }
  checkNewPassword(user, body.new_password, body.re_new_password);
  await storePassword(deps, user.id, body.new_password);
}

/**
 * Django's PasswordResetTokenGenerator, in spirit: a timestamp and an HMAC over
 * the user's id, password hash, last login and e-mail. Nothing is stored; a new
 * password or a login invalidates the token, so it works once.
 */
function resetSignature(deps: AccountsDeps, user: AuthenticatedUser, timestamp: string) {
  return createHmac("sha256", deps.config.secretKey)
    .update(
      [
        "password-reset",
        user.id,
        user.passwordHash,
        user.lastLogin?.toISOString() ?? "",
        user.email,
        timestamp,
      ].join("|"),
    )
    .digest("hex")
    .slice(0, 40);
}

export function makeResetToken(deps: AccountsDeps, user: AuthenticatedUser): string {
  const timestamp = Math.floor(deps.clock().getTime() / 1000).toString(36);
  return `${timestamp}-${resetSignature(deps, user, timestamp)}`;
}

function isValidResetToken(deps: AccountsDeps, user: AuthenticatedUser, token: string): boolean {
  const [timestamp, signature] = token.split("-");
  if (!timestamp || !signature || !/^[0-9a-z]+$/.test(timestamp)) return false;
  const expected = Buffer.from(resetSignature(deps, user, timestamp));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = Math.floor(deps.clock().getTime() / 1000) - Number.parseInt(timestamp, 36);
  return age >= 0 && age <= RESET_LIFETIME_SECONDS;
}

const encodeUid = (id: number) => Buffer.from(String(id)).toString("base64url");
const decodeUid = (uid: string) => {
  const decoded = Buffer.from(uid, "base64url").toString();
  return /^\d{1,15}$/.test(decoded) ? Number(decoded) : undefined;
};

/** Mails a reset link when an active account has this address; answers the same either way. */
export async function requestPasswordReset(deps: AccountsDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const link = new URL("/auth/reset-password", deps.config.publicUrl);
  link.searchParams.set("uid", encodeUid(user.id));
  link.searchParams.set("token", makeResetToken(deps, user));
  await deps.mailer.send(
    passwordResetMail(user.email, user.username, link.toString(), user.languagePreference),
  );
}

export async function confirmPasswordReset(
  deps: AccountsDeps,
  body: { uid: string; token: string; new_password: string; re_new_password: string },
) {
  const userId = decodeUid(body.uid);
  const [user] =
    userId === undefined ? [] : await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user?.isActive) throw new ValidationError({ uid: [ACCOUNT_MESSAGES.invalidUid] });
  if (!isValidResetToken(deps, user, body.token)) {
    throw new ValidationError({ token: [ACCOUNT_MESSAGES.invalidResetToken] });
  }
  checkNewPassword(user, body.new_password, body.re_new_password);
  await storePassword(deps, user.id, body.new_password);
}
