import { type HourlyRateRuleWriteSchema, PROJECT_MESSAGES } from "@tempus/contract";
import type { z } from "zod";
import { ValidationError } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { checkRefs } from "../../db/tenant-refs.ts";
import type { RateRuleRow } from "./rate-rule-presenter.ts";

export type RateRuleWrite = z.output<typeof HourlyRateRuleWriteSchema>;

/** What the rule names must be the company's; its validity must not end before it starts. */
export async function validateRateRule(
  db: Queryable,
  companyId: number,
  body: RateRuleWrite,
  existing?: RateRuleRow,
) {
  await checkRefs(db, companyId, {
    debtor: { kind: "debtor", id: body.debtor },
    project: { kind: "project", id: body.project },
    activity: { kind: "activity", id: body.activity },
    user: { kind: "user", id: body.user },
  });
  const from = body.valid_from !== undefined ? body.valid_from : existing?.validFrom;
  const until = body.valid_until !== undefined ? body.valid_until : existing?.validUntil;
  if (from && until && until < from) {
    throw new ValidationError({ valid_until: [PROJECT_MESSAGES.validUntilBeforeFrom] });
  }
}

export const rateRuleColumns = (body: RateRuleWrite) => ({
  debtorId: body.debtor,
  projectId: body.project,
  activityId: body.activity,
  userId: body.user,
  rateType: body.rate_type,
  rate: body.rate,
  internalRate: body.internal_rate,
  validFrom: body.valid_from,
  validUntil: body.valid_until,
  description: body.description,
});
