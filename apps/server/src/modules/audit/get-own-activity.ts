import { type OwnActivity, SECURITY_AUDIT_ACTIONS } from "@tempus/contract";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { auditEvent } from "../../db/schema/index.ts";
import { toAuditEvent } from "./audit-presenter.ts";
import type { AuditDeps } from "./deps.ts";

const SHOWN = 50;

/** The caller's own last security events: where and when they signed in, what changed. */
export async function getOwnActivity(deps: AuditDeps, actor: Actor): Promise<OwnActivity> {
  const rows = await deps.db
    .select()
    .from(auditEvent)
    .where(
      and(
        eq(auditEvent.companyId, actor.companyId),
        eq(auditEvent.userId, actor.id),
        // Security events only: the changes the user made are in the audit trail and histories.
        inArray(auditEvent.action, [...SECURITY_AUDIT_ACTIONS]),
      ),
    )
    .orderBy(desc(auditEvent.sequence))
    .limit(SHOWN);
  return rows.map((row) => {
    const { previous_hash: _previous, hash: _hash, ...event } = toAuditEvent(row);
    return event;
  });
}
