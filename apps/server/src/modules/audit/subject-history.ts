import type { TimeLogHistory } from "@tempus/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { auditEvent } from "../../db/schema/index.ts";
import { toAuditEvent } from "./audit-presenter.ts";

/** Records kept in one answer: an object changed more often is rare and shown to here. */
const HISTORY_LIMIT = 1000;

/** An object's records in the company's audit trail, oldest first, without the chain's hashes. */
export async function subjectHistory(
  db: Queryable,
  companyId: number,
  subject: { type: string; id: number },
): Promise<TimeLogHistory> {
  const rows = await db
    .select()
    .from(auditEvent)
    .where(
      and(
        eq(auditEvent.companyId, companyId),
        eq(auditEvent.subjectType, subject.type),
        eq(auditEvent.subjectId, subject.id),
      ),
    )
    .orderBy(asc(auditEvent.sequence))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => {
    const { previous_hash: _previous, hash: _hash, ...event } = toAuditEvent(row);
    return event;
  });
}
