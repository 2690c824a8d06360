import type { AuditAction } from "@tempus/contract";
import { appendAuditEvent } from "./audit-chain.ts";

type Fields = Record<string, unknown>;

/** What a change record needs: whose company, who, which object, when, and its fields. */
export interface ChangeInput<F extends string> {
  companyId: number;
  user: { id: number; username: string };
  subject: {
    type: "time_log" | "hourly_rate_rule" | "company" | "project" | "debtor" | "member";
    id: number;
  };
  at: Date;
  /** The fields the trail keeps of this kind of object. */
  fields: readonly F[];
  /** null: created. */
  before: Record<F, unknown> | null;
  /** null: deleted. */
  after: Record<F, unknown> | null;
}

/** Columns a record never holds: the row's key, its company and its time stamps. */
const NOT_AUDITED = new Set(["id", "companyId", "createdAt", "updatedAt"]);

/**
 * A stored row's fields as the API names them (`defaultHourlyRate` → `default_hourly_rate`),
 * without its key, company and time stamps; times as ISO text.
 */
export function auditedRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !NOT_AUDITED.has(column))
      .map(([column, value]) => [
        column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
        value instanceof Date ? value.toISOString() : value,
      ]),
  );
}

/**
 * Records a row's change with every one of its fields (`auditedRow`): created (`before` null),
 * updated or deleted (`after` null).
 */
export function recordRowChange(
  db: Parameters<typeof appendAuditEvent>[0],
  input: Omit<ChangeInput<string>, "fields" | "before" | "after"> & {
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
) {
  const before = input.before && auditedRow(input.before);
  const after = input.after && auditedRow(input.after);
  return recordChange(db, {
    ...input,
    fields: Object.keys(after ?? before ?? {}),
    before,
    after,
  });
}

/**
 * Records an object's change in its company's audit trail (decision 038), in the transaction `db`
 * that makes it: created (its fields after), deleted (before) or updated (the fields that changed,
 * before and after). A write that changes none of the fields is no change and leaves no record.
 */
export async function recordChange<F extends string>(
  db: Parameters<typeof appendAuditEvent>[0],
  input: ChangeInput<F>,
) {
  const { before, after } = input;
  let details: { before?: Fields; after?: Fields };
  if (before && after) {
    const changed = input.fields.filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
    );
    if (changed.length === 0) return;
    const pick = (values: Record<F, unknown>) =>
      Object.fromEntries(changed.map((field) => [field, values[field]]));
    details = { before: pick(before), after: pick(after) };
  } else if (after) details = { after };
  else if (before) details = { before };
  else return;
  const verb = before && after ? "updated" : after ? "created" : "deleted";
  await appendAuditEvent(db, {
    companyId: input.companyId,
    occurredAt: input.at,
    user: input.user,
    action: `${input.subject.type}.${verb}` as AuditAction,
    subject: input.subject,
    details,
  });
}
