import type { Actor } from "../../core/actor.ts";
import type { TeamDeps } from "./deps.ts";
import { changeMember, type MemberChanges } from "./member-write.ts";

/** PATCH …/member/:id/: a colleague's role, status or rate. */
export function updateMember(
  deps: TeamDeps,
  actor: Actor,
  input: { id: number; body: MemberChanges },
) {
  return changeMember(deps, actor, input);
}
