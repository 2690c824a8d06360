import type { HourlyRateRule, Role } from "@tempus/contract";
import type { hourlyRateRule } from "../../db/schema/index.ts";

export type RateRuleRow = typeof hourlyRateRule.$inferSelect;

/** A rule as the API shows it; a member (`viewer`) does not get the internal rate. */
export function toRateRule(row: RateRuleRow, viewer: Role): HourlyRateRule {
  const rule: HourlyRateRule = {
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
  };
  if (viewer === "member") delete rule.internal_rate;
  return rule;
}
