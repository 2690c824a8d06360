import { FIELD_MESSAGES } from "@tempus/contract";
import { eq, sql } from "drizzle-orm";
import { ValidationError } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { tag, timeLog } from "../../db/schema/index.ts";
import { existingIds } from "../../db/tenant-refs.ts";

/** The names of a company's tags by id, for exports (a company has a handful: one small read). */
export async function tagNames(db: Queryable, companyId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: tag.id, name: tag.name })
    .from(tag)
    .where(eq(tag.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A log's tags as an export writes them: their names, alphabetically, comma-separated. */
export const namesOf = (ids: readonly number[], names: Map<number, string>) =>
  ids
    .map((id) => names.get(id))
    .filter((name): name is string => name !== undefined)
    .sort((a, b) => a.localeCompare(b))
    .join(", ");

/** Tags a write names must be the company's: DRF's "Invalid pk" for the first that is not. */
export async function checkTags(db: Queryable, companyId: number, ids: readonly number[]) {
  const found = await existingIds(db, companyId, "tag", [...ids]);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined)
    throw new ValidationError({ tags: [FIELD_MESSAGES.invalidPk(missing)] });
}

/** The list's `tag` filter: logs that carry the tag (the GIN index on `tag_ids`). */
export const carriesTag = (tagId: number) => sql`${timeLog.tagIds} @> array[${tagId}]::bigint[]`;
