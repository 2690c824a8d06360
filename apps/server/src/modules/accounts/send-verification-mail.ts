import type { Actor } from "../../core/actor.ts";
import type { AccountsDeps } from "./deps.ts";
import { mailVerificationLink } from "./verification-mail.ts";

/** POST /api/usermanagement/create_and_send_email_verification/: a new link to confirm the signed-in user's address. */
export function sendVerificationMail(deps: AccountsDeps, user: Actor) {
  return mailVerificationLink(deps, user);
}
