import type { ParsedProjectQuery } from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { project } from "../../db/schema/index.ts";
import { checkIdFilter } from "../../db/tenant-refs.ts";
import type { CatalogDeps } from "./deps.ts";
import { toProject } from "./project-presenter.ts";

export async function listProjects(
  deps: CatalogDeps,
  actor: Actor,
  input: ListInput<ParsedProjectQuery>,
) {
  const { is_archived: archived, debtor: debtorId } = input.query;
  await checkIdFilter(deps.db, actor.companyId, "debtor", "debtor", debtorId);
  const page = await listCollection(input, {
    searchFields: [project.name, project.description],
    orderingFields: {
      name: sql`lower(${project.name}) collate "C"`,
      created_at: project.createdAt,
    },
    defaultOrdering: ["name"],
    idColumn: project.id,
    where: and(
      eq(project.companyId, actor.companyId),
      archived === undefined ? undefined : eq(project.isArchived, archived),
      debtorId === undefined ? undefined : eq(project.debtorId, debtorId),
    ),
    ...tablePages(deps.db, project),
  });
  return { ...page, results: page.results.map(toProject) };
}
