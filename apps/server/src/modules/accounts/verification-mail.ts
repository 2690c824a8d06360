import { randomBytes } from "node:crypto";
import type { Actor } from "../../core/actor.ts";
import { emailVerification } from "../../db/schema/index.ts";
import { hashToken } from "../../lib/token-hash.ts";
import { queueAccountMail } from "../../mail/account-outbox.ts";
import { verificationMail } from "../../mail/templates.ts";
import type { AccountsDeps } from "./deps.ts";

const LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Mails (through the outbox) a single-use link, valid for 24 hours, to the user's current address. */
export async function mailVerificationLink(deps: AccountsDeps, user: Actor) {
  const token = randomBytes(32).toString("base64url");
  await deps.db.insert(emailVerification).values({
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.clock().getTime() + LIFETIME_MS),
    createdAt: deps.clock(),
  });
  const link = new URL("/verify-email-token", deps.config.publicUrl);
  link.searchParams.set("token", token);
  link.searchParams.set("email", user.email);
  await queueAccountMail(
    deps,
    "verification",
    verificationMail(user.email, user.username, link.toString(), user.languagePreference),
  );
}
