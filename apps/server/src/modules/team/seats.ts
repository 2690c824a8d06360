import { NON_FIELD_ERRORS, TEAM_MESSAGES } from "@tempus/contract";
import { and, eq, gt, isNull } from "drizzle-orm";
import { ValidationError } from "../../core/errors.ts";
import type { Transaction } from "../../db/open-database.ts";
import { billingPeriod, company, invitation, users } from "../../db/schema/index.ts";

/**
 * Active members plus pending invitations may not exceed the current period's
 * users (1 without a period). Locks the company row, so parallel invitations
 * and activations are counted one after the other.
 */
export async function ensureSeatAvailable(tx: Transaction, companyId: number, now: Date) {
  await tx.select({ id: company.id }).from(company).where(eq(company.id, companyId)).for("update");
  const [period] = await tx
    .select({ seats: billingPeriod.amountOfUsers })
    .from(billingPeriod)
    .where(and(eq(billingPeriod.companyId, companyId), eq(billingPeriod.status, "active")));
  const seats = period?.seats ?? 1;
  const members = await tx.$count(
    users,
    and(eq(users.companyId, companyId), eq(users.isActive, true)),
  );
  const pending = await tx.$count(
    invitation,
    and(
      eq(invitation.companyId, companyId),
      isNull(invitation.acceptedAt),
      gt(invitation.expiresAt, now),
    ),
  );
  if (members + pending + 1 > seats) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [TEAM_MESSAGES.seatLimit(seats)] });
  }
}
