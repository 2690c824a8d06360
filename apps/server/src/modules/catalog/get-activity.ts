import type { Actor } from "../../core/actor.ts";
import { findActivity, toActivity } from "./activity-presenter.ts";
import type { CatalogDeps } from "./deps.ts";

export async function getActivity(deps: CatalogDeps, actor: Actor, id: number) {
  return toActivity(await findActivity(deps.db, actor.companyId, id));
}
