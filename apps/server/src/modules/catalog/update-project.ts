import type { Actor } from "../../core/actor.ts";
import { ofCompany } from "../../db/company-row.ts";
import { project } from "../../db/schema/index.ts";
import { lockAuditChain } from "../audit/index.ts";
import { recordCatalogChange } from "./catalog-audit.ts";
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
  await deps.db.transaction(async (tx) => {
    await lockAuditChain(tx, actor.companyId);
    const [updated] = await tx
      .update(project)
      .set({ ...projectColumns(body), currency: body.currency ?? undefined, updatedAt: new Date() })
      .where(ofCompany(project, actor.companyId, id))
      .returning();
    if (updated)
      await recordCatalogChange(tx, actor, "project", {
        before: existing,
        after: updated,
        at: deps.clock(),
      });
  });
  return projectDetail(deps, actor, id);
}
