import type { Actor } from "../../core/actor.ts";
import type { company } from "../../db/schema/index.ts";
import { recordChange } from "../audit/index.ts";

type CompanyRow = typeof company.$inferSelect;

/** The row's columns as the API names them (`defaultHourlyRate` → `default_hourly_rate`). */
const apiName = (column: string) =>
  column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Kept out of the record: the row's key and its time stamps. */
const NOT_AUDITED = new Set(["id", "createdAt", "updatedAt"]);

const audited = (row: CompanyRow) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !NOT_AUDITED.has(column))
      .map(([column, value]) => [
        apiName(column),
        value instanceof Date ? value.toISOString() : value,
      ]),
  );

/**
 * Records a change of the company's settings (its details, rates, time zone, locked period, what
 * members see, invoice data) in its audit trail (decision 038): the fields that changed, before and
 * after, in the transaction of the change.
 */
export function recordCompanyChange(
  db: Parameters<typeof recordChange>[0],
  actor: Actor,
  change: { before: CompanyRow; after: CompanyRow; at: Date },
) {
  const before = audited(change.before);
  const after = audited(change.after);
  return recordChange(db, {
    companyId: actor.companyId,
    user: { id: actor.id, username: actor.username },
    subject: { type: "company", id: actor.companyId },
    fields: Object.keys(after),
    before,
    after,
    at: change.at,
  });
}
