import type { HourlyRateRule } from "@tempus/contract";
import type { hourlyRateRule } from "../../db/schema/index.ts";

export type RateRuleRow = typeof hourlyRateRule.$inferSelect;

export const toRateRule = (row: RateRuleRow): HourlyRateRule => ({
  id: row.id,
  debtor: row.debtorId,
  project: row.projectId,
  activity: row.activityId,
  user: row.userId,
  rate_type: row.rateType,
  rate: row.rate,
  internal_rate: row.internalRate,
  valid_from: row.validFrom,
  valid_until: row.validUntil,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
