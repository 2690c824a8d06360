import { and, eq, isNull } from "drizzle-orm";
import { invitation } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { notFound } from "../../http/errors.ts";
import type { TeamDeps } from "./deps.ts";

/** Withdraws a pending invitation; its seat is free again. */
export async function revokeInvitation(deps: TeamDeps, actor: AuthenticatedUser, id: number) {
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
