import { type OwnActivity, SECURITY_AUDIT_ACTIONS } from "@tempus/contract";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { Queryable } from "../../db/open-database.ts";
import { auditEvent } from "../../db/schema/index.ts";
import { toAuditEvent } from "./audit-presenter.ts";
import type { AuditDeps } from "./deps.ts";

const SHOWN = 50;

/** A user's security events in the company's trail, newest first, at most `limit`. */
export function securityEventsOf(
  db: Queryable,
  user: { companyId: number; id: number },
  limit?: number,
) {
  const query = db
    .select()
    .from(auditEvent)
    .where(
      and(
        eq(auditEvent.companyId, user.companyId),
        eq(auditEvent.userId, user.id),
        // Security events only: the changes the user made are in the audit trail and histories.
        inArray(auditEvent.action, [...SECURITY_AUDIT_ACTIONS]),
      ),
    )
    .orderBy(desc(auditEvent.sequence));
  return limit === undefined ? query : query.limit(limit);
}

/** The caller's own last security events: where and when they signed in, what changed. */
export async function getOwnActivity(deps: AuditDeps, actor: Actor): Promise<OwnActivity> {
  const rows = await securityEventsOf(deps.db, actor, SHOWN);
  return rows.map((row) => {
    const { previous_hash: _previous, hash: _hash, ...event } = toAuditEvent(row);
    return event;
  });
}
