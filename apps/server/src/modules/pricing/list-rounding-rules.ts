import type { ParsedBillingRoundingRuleQuery } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { billingRoundingRule } from "../../db/schema/index.ts";
import { checkIdFilter } from "../../db/tenant-refs.ts";
import type { PricingDeps } from "./deps.ts";
import { toRoundingRule } from "./rounding-rule-presenter.ts";

/** The company's billing-rounding rules: its default first (by id), then the overrides. */
export async function listRoundingRules(
  deps: PricingDeps,
  actor: Actor,
  input: ListInput<ParsedBillingRoundingRuleQuery>,
) {
  const { project: projectId, debtor: debtorId } = input.query;
  await checkIdFilter(deps.db, actor.companyId, "project", "project", projectId);
  await checkIdFilter(deps.db, actor.companyId, "debtor", "debtor", debtorId);
  const page = await listCollection(input, {
    searchFields: [],
    orderingFields: { created_at: billingRoundingRule.createdAt },
    defaultOrdering: ["id"],
    idColumn: billingRoundingRule.id,
    where: and(
      eq(billingRoundingRule.companyId, actor.companyId),
      projectId === undefined ? undefined : eq(billingRoundingRule.projectId, projectId),
      debtorId === undefined ? undefined : eq(billingRoundingRule.debtorId, debtorId),
    ),
    ...tablePages(deps.db, billingRoundingRule),
  });
  return { ...page, results: page.results.map(toRoundingRule) };
}
