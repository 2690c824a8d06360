import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { invitation } from "../../db/schema/index.ts";
import type { TeamDeps } from "./deps.ts";
import { toInvitation } from "./invitation-presenter.ts";

export async function listInvitations(deps: TeamDeps, actor: Actor, input: ListInput) {
  const page = await listCollection(input, {
    searchFields: [invitation.email],
    orderingFields: { email: invitation.email, created_at: invitation.createdAt },
    defaultOrdering: ["-created_at"],
    idColumn: invitation.id,
    where: eq(invitation.companyId, actor.companyId),
    ...tablePages(deps.db, invitation),
  });
  return { ...page, results: page.results.map(toInvitation) };
}
