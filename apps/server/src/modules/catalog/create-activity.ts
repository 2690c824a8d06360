import { FIELD_MESSAGES } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { activity } from "../../db/schema/index.ts";
import { checkRefs } from "../../db/tenant-refs.ts";
import { toActivity } from "./activity-presenter.ts";
import { type ActivityWrite, activityColumns } from "./activity-write.ts";
import type { CatalogDeps } from "./deps.ts";

export async function createActivity(deps: CatalogDeps, actor: Actor, body: ActivityWrite) {
  if (!body.name) throw new ValidationError({ name: [FIELD_MESSAGES.required] });
  await checkRefs(deps.db, actor.companyId, { project: { kind: "project", id: body.project } });
  const [row] = await deps.db
    .insert(activity)
    .values({ ...activityColumns(body), name: body.name, companyId: actor.companyId })
    .returning();
  return toActivity(row);
}
