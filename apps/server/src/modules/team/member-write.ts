import { type MemberUpdateSchema, NON_FIELD_ERRORS, TEAM_MESSAGES } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { ofCompany } from "../../db/company-row.ts";
import { userSession, users } from "../../db/schema/index.ts";
import { announceUserChange } from "../../db/user-changes.ts";
import { recordChange } from "../audit/index.ts";
import { lockPricing, recalculateCompanyLogs } from "../pricing/index.ts";
import type { TeamDeps } from "./deps.ts";
import { findMember, toMember } from "./member-presenter.ts";
import { ensureMayChangeMember } from "./owner-guard.ts";
import { ensureSeatAvailable } from "./seats.ts";

export type MemberChanges = z.output<typeof MemberUpdateSchema>;

/**
 * Role, status and rate of a colleague. Only the owner changes the owner's
 * rate, and the owner's role and status are not changed here; an
 * activation needs a free seat; nobody deactivates themselves.
 */
export async function changeMember(
  deps: TeamDeps,
  actor: Actor,
  { id, body: changes }: { id: number; body: MemberChanges },
) {
  const member = await findMember(deps.db, actor.companyId, id);
  ensureMayChangeMember(actor, member);
  const changesRoleOrStatus = changes.role !== undefined || changes.is_active !== undefined;
  if (member.role === "owner" && changesRoleOrStatus) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [TEAM_MESSAGES.ownerUnchangeable] });
  }
  if (member.id === actor.id && changes.is_active === false) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [TEAM_MESSAGES.notYourself] });
  }
  const updated = await deps.db.transaction(async (tx) => {
    // A new rate re-prices the company's logs: first in line with the other pricing writes.
    if (changes.hourly_rate !== undefined) await lockPricing(tx, actor.companyId);
    if (changes.is_active === true && !member.isActive) {
      await ensureSeatAvailable(tx, actor.companyId, deps.clock());
    }
    const [row] = await tx
      .update(users)
      .set({
        role: changes.role,
        isActive: changes.is_active,
        hourlyRate: changes.hourly_rate,
        updatedAt: deps.clock(),
      })
      .where(ofCompany(users, actor.companyId, member.id))
      .returning();
    // A member who leaves is signed out everywhere: back one day, they sign in again (decision 035).
    if (changes.is_active === false)
      await tx
        .delete(userSession)
        .where(and(eq(userSession.companyId, actor.companyId), eq(userSession.userId, member.id)));
    // Their role, status and rate as they were and are, in the audit trail (decision 038).
    const audited = (user: typeof row) => ({
      role: user.role,
      is_active: user.isActive,
      hourly_rate: user.hourlyRate,
    });
    await recordChange(tx, {
      companyId: actor.companyId,
      user: { id: actor.id, username: actor.username },
      subject: { type: "member", id: member.id },
      fields: ["role", "is_active", "hourly_rate"],
      before: audited(member),
      after: audited(row),
      at: deps.clock(),
    });
    // A member's own rate prices their logs that no rule covers.
    if (changes.hourly_rate !== undefined)
      await recalculateCompanyLogs(tx, actor.companyId, deps.clock());
    return row;
  });
  await announceUserChange(deps.db, member.id);
  return toMember(updated);
}
