import { createHmac, timingSafeEqual } from "node:crypto";
import type { Actor } from "../../core/actor.ts";
import type { AccountsDeps } from "./deps.ts";

const RESET_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * Django's PasswordResetTokenGenerator, in spirit: a timestamp and an HMAC over
 * the user's id, password hash, last login and e-mail. Nothing is stored; a new
 * password or a login invalidates the token, so it works once.
 */
function resetSignature(deps: AccountsDeps, user: Actor, timestamp: string) {
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

export function makeResetToken(deps: AccountsDeps, user: Actor): string {
  const timestamp = Math.floor(deps.clock().getTime() / 1000).toString(36);
  return `${timestamp}-${resetSignature(deps, user, timestamp)}`;
}

export function isValidResetToken(deps: AccountsDeps, user: Actor, token: string): boolean {
  const [timestamp, signature] = token.split("-");
  if (!timestamp || !signature || !/^[0-9a-z]+$/.test(timestamp)) return false;
  const expected = Buffer.from(resetSignature(deps, user, timestamp));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const age = Math.floor(deps.clock().getTime() / 1000) - Number.parseInt(timestamp, 36);
  return age >= 0 && age <= RESET_LIFETIME_SECONDS;
}

export const encodeUid = (id: number) => Buffer.from(String(id)).toString("base64url");
export const decodeUid = (uid: string) => {
  const decoded = Buffer.from(uid, "base64url").toString();
  return /^\d{1,15}$/.test(decoded) ? Number(decoded) : undefined;
};
