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
    .where(ofCompany(table, companyId, id));
  return row as T["$inferSelect"] | undefined;
}

/**
 * The join condition from a row's reference to the row it names, within the row's company:
 * `target.company_id = source.company_id AND target.id = reference`. The company on both sides
 * keeps a join on one node of a distributed database (docs/scaling.md).
 */
export const sameCompanyRow = (
  target: CompanyTable,
  source: { companyId: PgColumn },
  reference: PgColumn,
) => and(eq(target.companyId, source.companyId), eq(target.id, reference));

/** `company_id = companyId AND id = id`: a company's row by its id, routed to the company's node. */
export const ofCompany = (table: CompanyTable, companyId: number, id: number) =>
  and(eq(table.companyId, companyId), eq(table.id, id));
