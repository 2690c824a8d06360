import type { AuditAction } from "@tempus/contract";
import { appendAuditEvent } from "./audit-chain.ts";

type Fields = Record<string, unknown>;

/** What a change record needs: whose company, who, which object, when, and its fields. */
export interface ChangeInput<F extends string> {
  companyId: number;
  user: { id: number; username: string };
  subject: { type: "time_log" | "hourly_rate_rule" | "company"; id: number };
  at: Date;
  /** The fields the trail keeps of this kind of object. */
  fields: readonly F[];
  /** null: created. */
  before: Record<F, unknown> | null;
  /** null: deleted. */
  after: Record<F, unknown> | null;
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
