import type { Actor } from "../../core/actor.ts";
import { ofCompany } from "../../db/company-row.ts";
import { activity } from "../../db/schema/index.ts";
import { toActivity } from "./activity-presenter.ts";
import { type ActivityWrite, activityColumns } from "./activity-write.ts";
import type { ProjectsDeps } from "./deps.ts";
import { findActivity } from "./get-activity.ts";
import { checkRefs } from "./refs.ts";

export async function updateActivity(
  deps: ProjectsDeps,
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
