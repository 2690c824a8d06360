import type { AuditAction, AuditEvent } from "@tempus/contract";
import type { AuditEventRow } from "./audit-chain.ts";

export const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  sequence: row.sequence,
  occurred_at: row.occurredAt.toISOString(),
  user: row.userId,
  username: row.username,
  action: row.action as AuditAction,
  subject_type: row.subjectType,
  subject_id: row.subjectId,
  ip_address: row.ipAddress,
  user_agent: row.userAgent,
  details: row.details,
  previous_hash: row.previousHash,
  hash: row.hash,
});
