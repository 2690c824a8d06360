import type { Actor } from "../../core/actor.ts";
import type { company } from "../../db/schema/index.ts";
import { recordRowChange } from "../audit/index.ts";

type CompanyRow = typeof company.$inferSelect;

/**
 * Records a change of the company's settings (its details, rates, time zone, locked period, what
 * members see, invoice data) in its audit trail (decision 038): the fields that changed, before and
 * after, in the transaction of the change.
 */
export function recordCompanyChange(
  db: Parameters<typeof recordRowChange>[0],
  actor: Actor,
  change: { before: CompanyRow; after: CompanyRow; at: Date },
) {
  return recordRowChange(db, {
    companyId: actor.companyId,
    user: { id: actor.id, username: actor.username },
    subject: { type: "company", id: actor.companyId },
    ...change,
  });
}
