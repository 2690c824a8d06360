import type { Project } from "@tempus/contract";
import type { project } from "../../db/schema/index.ts";

export type ProjectRow = typeof project.$inferSelect;

export const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  debtor: row.debtorId,
  name: row.name,
  description: row.description,
  color: row.color,
  currency: row.currency,
  billable_by_default: row.billableByDefault,
  budget_hours: row.budgetHours,
  budget_amount: row.budgetAmount,
  budget_monthly: row.budgetMonthly,
  budget_alert_thresholds: row.budgetAlertThresholds,
  budget_alert_members: row.budgetAlertMembers,
  start_date: row.startDate,
  end_date: row.endDate,
  is_archived: row.isArchived,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
