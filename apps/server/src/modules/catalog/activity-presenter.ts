import type { Activity } from "@tempus/contract";
import type { activity } from "../../db/schema/index.ts";

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
