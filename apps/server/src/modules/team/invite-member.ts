import {
  ACCOUNT_MESSAGES,
  INVITATION_LIFETIME_DAYS,
  type InvitationCreateSchema,
  TEAM_MESSAGES,
} from "@tempus/contract";
import { sitePath } from "@tempus/contract/constants";
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { company, invitation } from "../../db/schema/index.ts";
import { isEmailTaken } from "../../db/users.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import { hashToken } from "../../lib/token-hash.ts";
import { queueAccountMail } from "../../mail/account-outbox.ts";
import { invitationMail } from "../../mail/templates.ts";
import type { TeamDeps } from "./deps.ts";
import { toInvitation } from "./invitation-presenter.ts";
import { newInvitationToken } from "./invitation-token.ts";
import { ensureSeatAvailable } from "./seats.ts";

/** Invites by e-mail: a single-use link, valid for a week, that holds a seat until then. */
export async function inviteMember(
  deps: TeamDeps,
  inviter: Actor,
  body: z.output<typeof InvitationCreateSchema>,
) {
  if (await isEmailTaken(deps.db, body.email)) {
    throw new ValidationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
  }
  const now = deps.clock();
  const token = newInvitationToken(inviter.companyId);
  const inviting = deps.db.transaction(async (tx) => {
    // One invitation of the company at a time (as the seat count below): a parallel one to the
    // same address waits and then finds this one pending.
    await tx
      .select({ id: company.id })
      .from(company)
      .where(eq(company.id, inviter.companyId))
      .for("update");
    // The company's invitations to this address that are not accepted; an expired one no
    // longer holds the address.
    const open = and(
      eq(invitation.companyId, inviter.companyId),
      eq(sql`lower(${invitation.email})`, body.email.toLowerCase()),
      isNull(invitation.acceptedAt),
    );
    await tx.delete(invitation).where(and(open, lte(invitation.expiresAt, now)));
    const [pending] = await tx.select({ id: invitation.id }).from(invitation).where(open);
    if (pending) throw new ValidationError({ email: [TEAM_MESSAGES.invitationPending] });
    await ensureSeatAvailable(tx, inviter.companyId, now);
    const [row] = await tx
      .insert(invitation)
      .values({
        companyId: inviter.companyId,
        email: body.email,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: inviter.id,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * 86_400_000),
        createdAt: now,
      })
      .returning();
    return row;
  });
  const created = await inviting.catch((error: unknown) => {
    // The key on pending addresses, should another path have written one meanwhile.
    if (isUniqueViolation(error, "invitation_pending_email_key"))
      throw new ValidationError({ email: [TEAM_MESSAGES.invitationPending] });
    throw error;
  });
  const [{ name }] = await deps.db
    .select({ name: company.name })
    .from(company)
    .where(eq(company.id, inviter.companyId));
  // The sign-up page in the inviter's language, where the site is written in it.
  const link = new URL(sitePath("/signup", inviter.languagePreference), deps.config.publicUrl);
  link.searchParams.set("invitation", token);
  link.searchParams.set("email", body.email);
  // Through the outbox: a mail server that is down delays the mail, not the invitation.
  await queueAccountMail(
    deps,
    "invitation",
    invitationMail(body.email, inviter.username, name, link.toString(), inviter.languagePreference),
  );
  return toInvitation(created);
}
