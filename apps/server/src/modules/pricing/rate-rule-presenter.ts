import type { HourlyRateRule, Role } from "@tempus/contract";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { hourlyRateRule } from "../../db/schema/index.ts";

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

/** A rule of the company; another company's or a missing one is 404. */
export async function findRateRule(db: Queryable, companyId: number, id: number) {
  const row = await companyRow(db, hourlyRateRule, companyId, id);
  if (!row) throw notFound();
  return row;
}
