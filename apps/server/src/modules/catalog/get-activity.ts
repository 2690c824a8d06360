import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { activity } from "../../db/schema/index.ts";
import { toActivity } from "./activity-presenter.ts";
import type { CatalogDeps } from "./deps.ts";

/** An activity of the company; another company's or a missing one is 404. */
export async function findActivity(db: Queryable, companyId: number, id: number) {
  const row = await companyRow(db, activity, companyId, id);
  if (!row) throw notFound();
  return row;
}

export async function getActivity(deps: CatalogDeps, actor: Actor, id: number) {
  return toActivity(await findActivity(deps.db, actor.companyId, id));
}
