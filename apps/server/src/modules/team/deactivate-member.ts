import type { Actor } from "../../core/actor.ts";
import type { TeamDeps } from "./deps.ts";
import { changeMember } from "./member-write.ts";

/** A member leaves: deactivated, their history stays. */
export async function deactivateMember(deps: TeamDeps, actor: Actor, id: number) {
  await changeMember(deps, actor, { id, body: { is_active: false } });
}
