import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { hourlyRateRule } from "../../db/schema/index.ts";
import type { PricingDeps } from "./deps.ts";
import { toRateRule } from "./rate-rule-presenter.ts";

/** A rule of the company; another company's or a missing one is 404. */
export async function findRateRule(db: Queryable, companyId: number, id: number) {
  const row = await companyRow(db, hourlyRateRule, companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function getRateRule(deps: PricingDeps, actor: Actor, id: number) {
  return toRateRule(await findRateRule(deps.db, actor.companyId, id), actor.role);
}
