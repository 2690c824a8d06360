import {
  type BillingRoundingRuleWriteSchema,
  NON_FIELD_ERRORS,
  ROUNDING_MESSAGES,
} from "@tempus/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { billingRoundingRule } from "../../db/schema/index.ts";
import { checkRefs } from "../../db/tenant-refs.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";
import type { PricingDeps } from "./deps.ts";
import { recalculateCompanyLogs } from "./pricing.ts";
import { withPricingLock } from "./pricing-lock.ts";
import type { RoundingRuleRow } from "./rounding-rule-presenter.ts";

export type RoundingRuleWrite = z.output<typeof BillingRoundingRuleWriteSchema>;

/** What a rule is after a write: the body over the rule it changes, or over the defaults. */
export interface RoundingRuleValues {
  debtorId: number | null;
  projectId: number | null;
  mode: RoundingRuleRow["mode"];
  intervalMinutes: number;
  scope: RoundingRuleRow["scope"];
  minimumMinutes: number;
}

const takenMessage = (values: { debtorId: number | null; projectId: number | null }) =>
  values.projectId !== null
    ? ROUNDING_MESSAGES.projectTaken
    : values.debtorId !== null
      ? ROUNDING_MESSAGES.debtorTaken
      : ROUNDING_MESSAGES.companyTaken;

/**
 * The body's debtor and project must be the company's, and at most one named; the company, the
 * debtor or the project has one rule at most.
 */
async function validate(
  db: Queryable,
  companyId: number,
  body: RoundingRuleWrite,
  values: RoundingRuleValues,
  id?: number,
) {
  await checkRefs(db, companyId, {
    debtor: { kind: "debtor", id: body.debtor },
    project: { kind: "project", id: body.project },
  });
  if (values.debtorId !== null && values.projectId !== null)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [ROUNDING_MESSAGES.debtorAndProject] });
  const [taken] = await db
    .select({ id: billingRoundingRule.id })
    .from(billingRoundingRule)
    .where(
      and(
        eq(billingRoundingRule.companyId, companyId),
        sql`coalesce(${billingRoundingRule.debtorId}, 0) = ${values.debtorId ?? 0}`,
        sql`coalesce(${billingRoundingRule.projectId}, 0) = ${values.projectId ?? 0}`,
        id === undefined ? undefined : ne(billingRoundingRule.id, id),
      ),
    );
  if (taken) throw new ValidationError({ [NON_FIELD_ERRORS]: [takenMessage(values)] });
}

/**
 * Writes a rule and re-prices the company's logs that are neither invoiced nor locked, in one
 * transaction under the pricing lock (decision 015), as a change of the rate rules does.
 */
export async function writeRoundingRule(
  deps: PricingDeps,
  actor: Actor,
  body: RoundingRuleWrite,
  values: RoundingRuleValues,
  write: (tx: Queryable) => Promise<RoundingRuleRow | undefined>,
  id?: number,
): Promise<RoundingRuleRow | undefined> {
  await validate(deps.db, actor.companyId, body, values, id);
  try {
    return await withPricingLock(deps.db, actor.companyId, async (tx) => {
      const row = await write(tx);
      if (row) await recalculateCompanyLogs(tx, actor.companyId, deps.clock());
      return row;
    });
  } catch (error) {
    // A parallel request gave the same company, debtor or project a rule first.
    if (isUniqueViolation(error, "billing_rounding_rule_target_key"))
      throw new ValidationError({ [NON_FIELD_ERRORS]: [takenMessage(values)] });
    throw error;
  }
}
