import type { Activity } from "@tempus/contract";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { activity } from "../../db/schema/index.ts";

export type ActivityRow = typeof activity.$inferSelect;

export const toActivity = (row: ActivityRow): Activity => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: row.color,
  billable_by_default: row.billableByDefault,
  project: row.projectId,
  is_archived: row.isArchived,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** An activity of the company; another company's or a missing one is 404. */
export async function findActivity(db: Queryable, companyId: number, id: number) {
  const row = await companyRow(db, activity, companyId, id);
  if (!row) throw notFound();
  return row;
}
