import { ACCOUNT_MESSAGES } from "@tempus/contract";
import { ValidationError } from "../../core/errors.ts";
import { findUserById } from "../../db/users.ts";
import type { AccountsDeps } from "./deps.ts";
import { checkNewPassword, storePassword } from "./new-password.ts";
import { decodeUid, isValidResetToken } from "./password-reset-token.ts";
import type { SessionClient } from "./sessions.ts";

/** djoser's reset_password_confirm: the mailed uid and token, then the new password twice. */
export async function confirmPasswordReset(
  deps: AccountsDeps,
  body: { uid: string; token: string; new_password: string; re_new_password: string },
  client: SessionClient,
) {
  const userId = decodeUid(body.uid);
  const user = userId === undefined ? undefined : await findUserById(deps.db, userId);
  if (!user?.isActive) throw new ValidationError({ uid: [ACCOUNT_MESSAGES.invalidUid] });
  if (!isValidResetToken(deps, user, body.token)) {
    throw new ValidationError({ token: [ACCOUNT_MESSAGES.invalidResetToken] });
  }
  checkNewPassword(user, body.new_password, body.re_new_password);
  await storePassword(deps, user, body.new_password, { action: "auth.password_reset", client });
}
