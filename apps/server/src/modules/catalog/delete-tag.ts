import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { ofCompany } from "../../db/company-row.ts";
import { tag, timeLog } from "../../db/schema/index.ts";
import type { CatalogDeps } from "./deps.ts";
import { findTag } from "./tag-presenter.ts";

/**
 * Deleting a tag takes it off every log that carries it, invoiced and locked ones too (a tag is
 * no part of what was billed or locked: amounts, times and descriptions stay), in one transaction.
 */
export async function deleteTag(deps: CatalogDeps, actor: Actor, id: number) {
  await findTag(deps.db, actor.companyId, id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(timeLog)
      .set({ tagIds: sql`array_remove(${timeLog.tagIds}, ${id}::bigint)` })
      .where(
        and(
          eq(timeLog.companyId, actor.companyId),
          sql`${timeLog.tagIds} @> array[${id}]::bigint[]`,
        ),
      );
    await tx.delete(tag).where(ofCompany(tag, actor.companyId, id));
  });
}
