import { AUDITED_TIME_LOG_FIELDS } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { appendAuditEvent } from "../audit/index.ts";
import type { TimeLogRow } from "./time-log-presenter.ts";

type AuditedField = (typeof AUDITED_TIME_LOG_FIELDS)[number];
export type AuditedTimeLog = Record<AuditedField, unknown>;

/** What the audit trail keeps of a log: who, on what, when, billable or not, its tags. */
export const auditedTimeLog = (
  row: Pick<
    TimeLogRow,
    "userId" | "projectId" | "activityId" | "description" | "start" | "end" | "billable" | "tagIds"
  >,
): AuditedTimeLog => ({
  user: row.userId,
  project: row.projectId,
  activity: row.activityId,
  description: row.description,
  start: row.start.toISOString(),
  end: row.end?.toISOString() ?? null,
  billable: row.billable,
  tags: row.tagIds,
});

/**
 * Records a log's change in the company's audit trail, in the transaction that makes it (decision
 * 038): created (its fields after), deleted (before) or updated (the fields that changed, before
 * and after). A write that changes none of them is not a change and leaves no record.
 */
export async function recordTimeLogChange(
  db: Parameters<typeof appendAuditEvent>[0],
  actor: Actor,
  id: number,
  change: { before: AuditedTimeLog | null; after: AuditedTimeLog | null; at: Date },
) {
  const { before, after } = change;
  let details: { before?: Partial<AuditedTimeLog>; after?: Partial<AuditedTimeLog> };
  if (before && after) {
    const changed = AUDITED_TIME_LOG_FIELDS.filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    );
    if (changed.length === 0) return;
    const pick = (fields: AuditedTimeLog) =>
      Object.fromEntries(changed.map((field) => [field, fields[field]]));
    details = { before: pick(before), after: pick(after) };
  } else if (after) details = { after };
  else if (before) details = { before };
  else return;
  await appendAuditEvent(db, {
    companyId: actor.companyId,
    occurredAt: change.at,
    user: { id: actor.id, username: actor.username },
    action: before && after ? "time_log.updated" : after ? "time_log.created" : "time_log.deleted",
    subject: { type: "time_log", id },
    details,
  });
}
