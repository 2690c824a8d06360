import type { Actor } from "../../core/actor.ts";
import { ofCompany } from "../../db/company-row.ts";
import { project } from "../../db/schema/index.ts";
import type { CatalogDeps } from "./deps.ts";
import { findProject, projectDetail } from "./project-detail.ts";
import { type ProjectWrite, projectColumns, validateProject } from "./project-write.ts";

export async function updateProject(
  deps: CatalogDeps,
  actor: Actor,
  { id, body }: { id: number; body: ProjectWrite },
) {
  const existing = await findProject(deps.db, actor.companyId, id);
  await validateProject(deps.db, actor.companyId, body, existing);
  await deps.db
    .update(project)
    .set({ ...projectColumns(body), currency: body.currency ?? undefined, updatedAt: new Date() })
    .where(ofCompany(project, actor.companyId, id));
  return projectDetail(deps, actor, id);
}
