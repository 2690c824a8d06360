import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./open-database.ts";

/** A tenant table: rows with an `id` that belong to a company. */
type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/** One row of a company's table by its id; another company's row is not found either. */
export async function companyRow<T extends CompanyTable>(
  db: Queryable,
  table: T,
  companyId: number,
  id: number,
): Promise<T["$inferSelect"] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  return row as T["$inferSelect"] | undefined;
}
