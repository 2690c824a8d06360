import type { Actor } from "../../core/actor.ts";
import type { CatalogDeps } from "./deps.ts";
import { projectDetail } from "./project-detail.ts";

/** GET …/project/:id/: the project's detail (as creating and changing it answer too). */
export function getProject(deps: CatalogDeps, actor: Actor, id: number) {
  return projectDetail(deps, actor, id);
}
