import { findUserByLogin } from "../../db/users.ts";
import { passwordResetMail } from "../../mail/templates.ts";
import type { AccountsDeps } from "./deps.ts";
import { encodeUid, makeResetToken } from "./password-reset-token.ts";

/** Mails a reset link when an active account has this address; answers the same either way. */
export async function requestPasswordReset(deps: AccountsDeps, email: string) {
  const user = await findUserByLogin(deps.db, "email", email);
  if (!user?.isActive) return;
  const link = new URL("/auth/reset-password", deps.config.publicUrl);
  link.searchParams.set("uid", encodeUid(user.id));
  link.searchParams.set("token", makeResetToken(deps, user));
  await deps.mailer.send(
    passwordResetMail(user.email, user.username, link.toString(), user.languagePreference),
  );
}
