import type { Actor } from "../../core/actor.ts";
import { recordRowChange } from "../audit/index.ts";

/**
 * Records a project's or a debtor's change in the company's audit trail (decision 038), in the
 * transaction of the change: created, the fields that changed (before and after), or deleted.
 */
export function recordCatalogChange(
  db: Parameters<typeof recordRowChange>[0],
  actor: Actor,
  type: "project" | "debtor",
  change: {
    before: { id: number } | null;
    after: { id: number } | null;
    at: Date;
  },
) {
  const id = (change.after ?? change.before)?.id as number;
  return recordRowChange(db, {
    companyId: actor.companyId,
    user: { id: actor.id, username: actor.username },
    subject: { type, id },
    ...change,
  });
}
