import { findUserByLogin } from "../../db/users.ts";
import { queueAccountMail } from "../../mail/account-outbox.ts";
import { passwordResetMail } from "../../mail/templates.ts";
import type { AccountsDeps } from "./deps.ts";
import { encodeUid, makeResetToken } from "./password-reset-token.ts";

/**
 * Mails a reset link when an active account has this address; answers the same either way, and
 * as fast: the mail goes through the outbox, so the mail server's time tells nothing.
 */
export async function requestPasswordReset(deps: AccountsDeps, email: string) {
  const user = await findUserByLogin(deps.db, "email", email);
  if (!user?.isActive) return;
  const link = new URL("/auth/reset-password", deps.config.publicUrl);
  link.searchParams.set("uid", encodeUid(user.id));
  link.searchParams.set("token", makeResetToken(deps, user));
  await queueAccountMail(
    deps,
    "password_reset",
    passwordResetMail(user.email, user.username, link.toString(), user.languagePreference),
  );
}
