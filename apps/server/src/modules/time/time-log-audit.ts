import { AUDITED_TIME_LOG_FIELDS } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { recordChange } from "../audit/index.ts";
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

/** Records a log's change in the company's audit trail, in the transaction that makes it. */
export function recordTimeLogChange(
  db: Parameters<typeof recordChange>[0],
  actor: Actor,
  id: number,
  change: { before: AuditedTimeLog | null; after: AuditedTimeLog | null; at: Date },
) {
  return recordChange(db, {
    companyId: actor.companyId,
    user: { id: actor.id, username: actor.username },
    subject: { type: "time_log", id },
    fields: AUDITED_TIME_LOG_FIELDS,
    ...change,
  });
}
