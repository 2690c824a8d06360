import type { ParsedTagQuery } from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import type { ListInput } from "../../core/list.ts";
import { listCollection } from "../../db/collection.ts";
import { tablePages } from "../../db/paginate.ts";
import { tag } from "../../db/schema/index.ts";
import type { CatalogDeps } from "./deps.ts";
import { toTag } from "./tag-presenter.ts";

export async function listTags(deps: CatalogDeps, actor: Actor, input: ListInput<ParsedTagQuery>) {
  const archived = input.query.is_archived;
  const page = await listCollection(input, {
    searchFields: [tag.name],
    orderingFields: { name: sql`lower(${tag.name}) collate "C"`, created_at: tag.createdAt },
    defaultOrdering: ["name"],
    idColumn: tag.id,
    where: and(
      eq(tag.companyId, actor.companyId),
      archived === undefined ? undefined : eq(tag.isArchived, archived),
    ),
    ...tablePages(deps.db, tag),
  });
  return { ...page, results: page.results.map(toTag) };
}
