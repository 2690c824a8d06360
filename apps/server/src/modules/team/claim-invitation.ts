import { TEAM_MESSAGES } from "@tempus/contract";
import { ValidationError } from "../../core/errors.ts";
import { ofCompany } from "../../db/company-row.ts";
import type { Database, Transaction } from "../../db/open-database.ts";
import { invitation } from "../../db/schema/index.ts";
import { invitationLink, usableInvitation } from "./invitation-token.ts";

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
  const link = await invitationLink(tx, token);
  const [row] = link
    ? await tx.select().from(invitation).where(usableInvitation(link, now)).for("update")
    : [];
  if (!row) throw new ValidationError({ invitation: [TEAM_MESSAGES.invitationInvalid] });
  if (row.email.toLowerCase() !== email.toLowerCase()) {
    throw new ValidationError({ email: [TEAM_MESSAGES.invitationOtherEmail] });
  }
  await tx
    .update(invitation)
    .set({ acceptedAt: now })
    .where(ofCompany(invitation, row.companyId, row.id));
  return { companyId: row.companyId, role: row.role };
}

/** Checks an invitation before the user is created, so the errors come with the other field errors. */
export async function peekInvitation(db: Database, token: string, email: string, now: Date) {
  const link = await invitationLink(db, token);
  const [row] = link
    ? await db
        .select({ email: invitation.email })
        .from(invitation)
        .where(usableInvitation(link, now))
    : [];
  if (!row) return { invitation: [TEAM_MESSAGES.invitationInvalid] };
  if (row.email.toLowerCase() !== email.toLowerCase()) {
    return { email: [TEAM_MESSAGES.invitationOtherEmail] };
  }
  return {};
}
