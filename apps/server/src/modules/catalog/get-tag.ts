import type { Actor } from "../../core/actor.ts";
import type { CatalogDeps } from "./deps.ts";
import { findTag, toTag } from "./tag-presenter.ts";

export async function getTag(deps: CatalogDeps, actor: Actor, id: number) {
  return toTag(await findTag(deps.db, actor.companyId, id));
}
