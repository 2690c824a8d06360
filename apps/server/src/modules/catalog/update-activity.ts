import type { Actor } from "../../core/actor.ts";
import { ofCompany } from "../../db/company-row.ts";
import { activity } from "../../db/schema/index.ts";
import { checkRefs } from "../../db/tenant-refs.ts";
import { findActivity, toActivity } from "./activity-presenter.ts";
import { type ActivityWrite, activityColumns } from "./activity-write.ts";
import type { CatalogDeps } from "./deps.ts";

export async function updateActivity(
  deps: CatalogDeps,
  actor: Actor,
  { id, body }: { id: number; body: ActivityWrite },
) {
  await findActivity(deps.db, actor.companyId, id);
  await checkRefs(deps.db, actor.companyId, { project: { kind: "project", id: body.project } });
  const [row] = await deps.db
    .update(activity)
    .set({ ...activityColumns(body), updatedAt: new Date() })
    .where(ofCompany(activity, actor.companyId, id))
    .returning();
  return toActivity(row);
}
