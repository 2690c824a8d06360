import type { AuthenticatedUser } from "../../http/authentication.ts";
import { permissionDenied } from "../../http/errors.ts";

/**
 * Only the owner changes the owner's data (rate, role, status): an admin may
 * manage everyone else but answers DRF's 403 here.
 */
export function ensureMayChangeMember(actor: AuthenticatedUser, member: { role: string }) {
  if (member.role === "owner" && actor.role !== "owner") throw permissionDenied();
}
