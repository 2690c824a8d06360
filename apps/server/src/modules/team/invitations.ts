import { randomBytes } from "node:crypto";
import {
  ACCOUNT_MESSAGES,
  INVITATION_LIFETIME_DAYS,
  type Invitation,
  TEAM_MESSAGES,
} from "@tempus/contract";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Clock } from "../../clock.ts";
import type { Config } from "../../config.ts";
import type { Database, Transaction } from "../../db/open-database.ts";
import { company, invitation } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { listCollection } from "../../http/collection.ts";
import { notFound, ValidationError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { invitationMail } from "../../mail/templates.ts";
import { hashToken } from "../accounts/email-verification.ts";
import { isEmailTaken } from "../accounts/find-user.ts";
import { ensureSeatAvailable } from "./seats.ts";

export interface TeamDeps {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
}

type InvitationRow = typeof invitation.$inferSelect;

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: row.invitedBy,
  expires_at: row.expiresAt.toISOString(),
  accepted_at: row.acceptedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Invites by e-mail: a single-use link, valid for a week, that holds a seat until then. */
export async function inviteMember(
  deps: TeamDeps,
  inviter: AuthenticatedUser,
  body: { email: string; role: "admin" | "member" },
) {
  if (await isEmailTaken(deps.db, body.email)) {
    throw new ValidationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
  }
  const now = deps.clock();
  const token = randomBytes(32).toString("base64url");
  const created = await deps.db.transaction(async (tx) => {
    // An expired invitation no longer holds the address.
    await tx
      .delete(invitation)
      .where(
        and(
          eq(invitation.companyId, inviter.companyId),
          eq(sql`lower(${invitation.email})`, body.email.toLowerCase()),
          isNull(invitation.acceptedAt),
          lte(invitation.expiresAt, now),
        ),
      );
    const [pending] = await tx
      .select({ id: invitation.id })
      .from(invitation)
      .where(
        and(
          eq(invitation.companyId, inviter.companyId),
          eq(sql`lower(${invitation.email})`, body.email.toLowerCase()),
          isNull(invitation.acceptedAt),
        ),
      );
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
  const [{ name }] = await deps.db
    .select({ name: company.name })
    .from(company)
    .where(eq(company.id, inviter.companyId));
  const link = new URL("/signup", deps.config.publicUrl);
  link.searchParams.set("invitation", token);
  link.searchParams.set("email", body.email);
  await deps.mailer.send(
    invitationMail(body.email, inviter.username, name, link.toString(), inviter.languagePreference),
  );
  return toInvitation(created);
}

export async function listInvitations(db: Database, request: FastifyRequest, companyId: number) {
  const page = await listCollection(request, {
    searchFields: [invitation.email],
    orderingFields: { email: invitation.email, created_at: invitation.createdAt },
    defaultOrdering: ["-created_at"],
    idColumn: invitation.id,
    where: eq(invitation.companyId, companyId),
    count: (where) => db.$count(invitation, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(invitation)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, results: page.results.map(toInvitation) };
}

/** Withdraws a pending invitation; its seat is free again. */
export async function revokeInvitation(db: Database, companyId: number, id: number) {
  const deleted = await db
    .delete(invitation)
    .where(
      and(
        eq(invitation.id, id),
        eq(invitation.companyId, companyId),
        isNull(invitation.acceptedAt),
      ),
    )
    .returning({ id: invitation.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * Registration with an invitation: the token must be known, unused and
 * unexpired, and the address the one it was sent to. Marks it used.
 */
export async function claimInvitation(
  tx: Transaction,
  token: string,
  email: string,
  now: Date,
): Promise<{ companyId: number; role: "admin" | "member" }> {
  const [row] = await tx
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.tokenHash, hashToken(token)),
        isNull(invitation.acceptedAt),
        gt(invitation.expiresAt, now),
      ),
    )
    .for("update");
  if (!row) throw new ValidationError({ invitation: [TEAM_MESSAGES.invitationInvalid] });
  if (row.email.toLowerCase() !== email.toLowerCase()) {
    throw new ValidationError({ email: [TEAM_MESSAGES.invitationOtherEmail] });
  }
  await tx.update(invitation).set({ acceptedAt: now }).where(eq(invitation.id, row.id));
  return { companyId: row.companyId, role: row.role };
}

/** Checks an invitation before the user is created, so the errors come with the other field errors. */
export async function peekInvitation(db: Database, token: string, email: string, now: Date) {
  const [row] = await db
    .select({ email: invitation.email })
    .from(invitation)
    .where(
      and(
        eq(invitation.tokenHash, hashToken(token)),
        isNull(invitation.acceptedAt),
        gt(invitation.expiresAt, now),
      ),
    );
  if (!row) return { invitation: [TEAM_MESSAGES.invitationInvalid] };
  if (row.email.toLowerCase() !== email.toLowerCase()) {
    return { email: [TEAM_MESSAGES.invitationOtherEmail] };
  }
  return {};
}
