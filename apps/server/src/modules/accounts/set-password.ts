import { ACCOUNT_MESSAGES } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import type { AccountsDeps } from "./deps.ts";
import { checkNewPassword, storePassword } from "./new-password.ts";
import { verifyPassword } from "./password-hashing.ts";
import type { SessionClient } from "./sessions.ts";

/** djoser's set_password: the current password, then the new one twice. */
export async function setPassword(
  deps: AccountsDeps,
  user: Actor,
  body: { current_password: string; new_password: string; re_new_password: string },
  client: SessionClient,
) {
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    throw new ValidationError({ current_password: [ACCOUNT_MESSAGES.invalidPassword] });
  }
  checkNewPassword(user, body.new_password, body.re_new_password);
  await storePassword(deps, user, body.new_password, { action: "auth.password_changed", client });
}
