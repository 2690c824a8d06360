import { TAG_MESSAGES, type Tag } from "@tempus/contract";
import { notFound, ValidationError } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { tag } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../lib/constraint-violation.ts";

/**
 * A company's tags (decision 025): owners and admins keep the list (routes.ts), everyone tags
 * their logs with it. A name is the company's once, in any case.
 */
export type TagRow = typeof tag.$inferSelect;

export const toTag = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  color: row.color,
  is_archived: row.isArchived,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A tag of the company; another company's or a missing one is 404. */
export async function findTag(db: Queryable, companyId: number, id: number) {
  const row = await companyRow(db, tag, companyId, id);
  if (!row) throw notFound();
  return row;
}

/** A write refused by the unique name answers at `name`, as DRF's UniqueValidator would. */
export async function uniqueTagName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "tag_company_name_key"))
      throw new ValidationError({ name: [TAG_MESSAGES.nameTaken] });
    throw error;
  }
}
