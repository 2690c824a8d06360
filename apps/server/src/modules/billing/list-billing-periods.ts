import type { ParsedBillingPeriodQuery } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { billingPeriod } from "../../db/schema/index.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { withCharges } from "./billing-period-presenter.ts";

/** The company's billing periods, newest first; `status` filters. */
export async function listBillingPeriods(
  deps: BillingDeps,
  actor: Actor,
  input: ListInput<ParsedBillingPeriodQuery>,
) {
  const { status } = input.query;
  const page = await listCollection(input, {
    searchFields: [],
    orderingFields: { start_date: billingPeriod.startDate, end_date: billingPeriod.endDate },
    defaultOrdering: ["-start_date"],
    idColumn: billingPeriod.id,
    where: and(
      eq(billingPeriod.companyId, actor.companyId),
      status ? eq(billingPeriod.status, status) : undefined,
    ),
    ...tablePages(deps.db, billingPeriod),
  });
  return { ...page, results: await withCharges(deps.db, actor.companyId, page.results) };
}
