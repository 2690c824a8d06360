import type { AuthenticatedUser } from "../../http/authentication.ts";
import type { TeamDeps } from "./deps.ts";
import { findMember, toMember } from "./member-presenter.ts";

export async function getMember(deps: TeamDeps, actor: AuthenticatedUser, id: number) {
  return toMember(await findMember(deps.db, actor.companyId, id));
}
