import type { Actor } from "../../core/actor.ts";
import type { TeamDeps } from "./deps.ts";
import { updateMember } from "./update-member.ts";

/** A member leaves: deactivated, their history stays. */
export async function deactivateMember(deps: TeamDeps, actor: Actor, id: number) {
  await updateMember(deps, actor, { id, body: { is_active: false } });
}
