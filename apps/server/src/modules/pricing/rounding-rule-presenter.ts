import type { BillingRoundingRule } from "@tempus/contract";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { billingRoundingRule } from "../../db/schema/index.ts";

export type RoundingRuleRow = typeof billingRoundingRule.$inferSelect;

/** A billing-rounding rule as the API shows it. */
export const toRoundingRule = (row: RoundingRuleRow): BillingRoundingRule => ({
  id: row.id,
  debtor: row.debtorId,
  project: row.projectId,
  mode: row.mode,
  interval_minutes: row.intervalMinutes,
  scope: row.scope,
  minimum_minutes: row.minimumMinutes,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A rounding rule of the company; another company's or a missing one is 404. */
export async function findRoundingRule(db: Queryable, companyId: number, id: number) {
  const row = await companyRow(db, billingRoundingRule, companyId, id);
  if (!row) throw notFound();
  return row;
}
