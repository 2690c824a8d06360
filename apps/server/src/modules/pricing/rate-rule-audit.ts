import { AUDITED_RATE_RULE_FIELDS } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { recordChange } from "../audit/index.ts";
import { type RateRuleRow, toRateRule } from "./rate-rule-presenter.ts";

type Audited = Record<(typeof AUDITED_RATE_RULE_FIELDS)[number], unknown>;

/** What the audit trail keeps of a rule: the fields the API shows an owner, but its key and times. */
const audited = (row: RateRuleRow): Audited => {
  const {
    id: _id,
    created_at: _created,
    updated_at: _updated,
    ...fields
  } = toRateRule(row, "owner");
  return fields as Audited;
};

/** Records a rule's change in the company's audit trail (decision 038), in its transaction. */
export function recordRateRuleChange(
  db: Parameters<typeof recordChange>[0],
  actor: Actor,
  change: { before: RateRuleRow | null; after: RateRuleRow | null; at: Date },
) {
  const id = (change.after ?? change.before)?.id as number;
  return recordChange(db, {
    companyId: actor.companyId,
    user: { id: actor.id, username: actor.username },
    subject: { type: "hourly_rate_rule", id },
    fields: AUDITED_RATE_RULE_FIELDS,
    before: change.before && audited(change.before),
    after: change.after && audited(change.after),
    at: change.at,
  });
}
