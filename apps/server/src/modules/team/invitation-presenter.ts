import type { Invitation } from "@tempus/contract";
import type { invitation } from "../../db/schema/index.ts";

type InvitationRow = typeof invitation.$inferSelect;

export const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: row.invitedBy,
  expires_at: row.expiresAt.toISOString(),
  accepted_at: row.acceptedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
