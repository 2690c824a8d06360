import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { invitation } from "../../db/schema/index.ts";
import type { TeamDeps } from "./deps.ts";

/** Withdraws a pending invitation; its seat is free again. */
export async function revokeInvitation(deps: TeamDeps, actor: Actor, id: number) {
  const deleted = await deps.db
    .delete(invitation)
    .where(
      and(
        eq(invitation.id, id),
        eq(invitation.companyId, actor.companyId),
        isNull(invitation.acceptedAt),
      ),
    )
    .returning({ id: invitation.id });
  if (deleted.length === 0) throw notFound();
}
