import type { ParsedActivityQuery } from "@tempus/contract";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { activity } from "../../db/schema/index.ts";
import { checkIdFilter } from "../../db/tenant-refs.ts";
import { toActivity } from "./activity-presenter.ts";
import type { CatalogDeps } from "./deps.ts";

/** `project=…` lists the activities usable on that project: its own and the global ones. */
export async function listActivities(
  deps: CatalogDeps,
  actor: Actor,
  input: ListInput<ParsedActivityQuery>,
) {
  const { is_archived: archived, project: projectId } = input.query;
  await checkIdFilter(deps.db, actor.companyId, "project", "project", projectId);
  const page = await listCollection(input, {
    searchFields: [activity.name, activity.description],
    orderingFields: {
      name: sql`lower(${activity.name}) collate "C"`,
      created_at: activity.createdAt,
    },
    defaultOrdering: ["name"],
    idColumn: activity.id,
    where: and(
      eq(activity.companyId, actor.companyId),
      archived === undefined ? undefined : eq(activity.isArchived, archived),
      projectId === undefined
        ? undefined
        : or(isNull(activity.projectId), eq(activity.projectId, projectId)),
    ),
    ...tablePages(deps.db, activity),
  });
  return { ...page, results: page.results.map(toActivity) };
}
