import type { AuditAction } from "@tempus/contract";
import { appendAuditEvent } from "../audit/index.ts";
import type { AccountsDeps } from "./deps.ts";
import type { SessionClient } from "./sessions.ts";

/**
 * A security event of a user (decision 038): sign-ins, failed ones, passwords, sessions and API
 * tokens go into the company's audit trail, which the owner reads and the user sees as their own
 * recent activity.
 */
export function recordSecurityEvent(
  deps: Pick<AccountsDeps, "db" | "clock">,
  user: { id: number; companyId: number; username: string },
  action: AuditAction,
  options: {
    client?: SessionClient;
    subject?: { type: string; id: number };
    details?: Record<string, unknown>;
  } = {},
) {
  return appendAuditEvent(deps.db, {
    companyId: user.companyId,
    occurredAt: deps.clock(),
    user: { id: user.id, username: user.username },
    action,
    ...options,
  });
}
