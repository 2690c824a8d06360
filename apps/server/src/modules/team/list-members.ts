import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { users } from "../../db/schema/index.ts";
import type { TeamDeps } from "./deps.ts";
import { toMember } from "./member-presenter.ts";

/** Everyone who is or was in the company; deactivated members stay with `is_active: false`. */
export async function listMembers(deps: TeamDeps, actor: Actor, input: ListInput) {
  const page = await listCollection(input, {
    searchFields: [users.username, users.email],
    orderingFields: {
      username: users.username,
      email: users.email,
      role: users.role,
      date_joined: users.dateJoined,
    },
    defaultOrdering: ["username"],
    idColumn: users.id,
    where: eq(users.companyId, actor.companyId),
    ...tablePages(deps.db, users),
  });
  return { ...page, results: page.results.map(toMember) };
}
