import type { Actor } from "../../core/actor.ts";
import { debtorDetail } from "./debtor-detail.ts";
import type { CatalogDeps } from "./deps.ts";

/** GET …/debtor/:id/: the debtor's detail (as creating and changing it answer too). */
export function getDebtor(deps: CatalogDeps, actor: Actor, id: number) {
  return debtorDetail(deps, actor, id);
}
