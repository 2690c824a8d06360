import type { ParsedHourlyRateRuleQuery } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { hourlyRateRule } from "../../db/schema/index.ts";
import { checkIdFilter } from "../../db/tenant-refs.ts";
import type { PricingDeps } from "./deps.ts";
import { toRateRule } from "./rate-rule-presenter.ts";

export async function listRateRules(
  deps: PricingDeps,
  actor: Actor,
  input: ListInput<ParsedHourlyRateRuleQuery>,
) {
  const { project: projectId, debtor: debtorId } = input.query;
  await checkIdFilter(deps.db, actor.companyId, "project", "project", projectId);
  await checkIdFilter(deps.db, actor.companyId, "debtor", "debtor", debtorId);
  const page = await listCollection(input, {
    searchFields: [hourlyRateRule.description],
    orderingFields: {
      rate: hourlyRateRule.rate,
      valid_from: hourlyRateRule.validFrom,
      created_at: hourlyRateRule.createdAt,
    },
    defaultOrdering: ["id"],
    idColumn: hourlyRateRule.id,
    where: and(
      eq(hourlyRateRule.companyId, actor.companyId),
      projectId === undefined ? undefined : eq(hourlyRateRule.projectId, projectId),
      debtorId === undefined ? undefined : eq(hourlyRateRule.debtorId, debtorId),
    ),
    ...tablePages(deps.db, hourlyRateRule),
  });
  return { ...page, results: page.results.map((row) => toRateRule(row, actor.role)) };
}
