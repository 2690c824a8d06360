import type { Actor } from "../../core/actor.ts";
import type { TeamDeps } from "./deps.ts";
import { findMember, toMember } from "./member-presenter.ts";

export async function getMember(deps: TeamDeps, actor: Actor, id: number) {
  return toMember(await findMember(deps.db, actor.companyId, id));
}
