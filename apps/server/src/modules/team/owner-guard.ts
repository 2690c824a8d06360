import { mayChangeMember } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { permissionDenied } from "../../core/errors.ts";

/**
 * Only the owner changes the owner's data (rate, role, status): an admin may
 * manage everyone else but answers DRF's 403 here.
 */
export function ensureMayChangeMember(actor: Actor, member: { role: string }) {
  if (!mayChangeMember(actor, member)) throw permissionDenied();
}
