import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./open-database.ts";

/** One page's read: the collection's conditions, its order (ending in `id`) and the window. */
export interface PageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * The count and the page of a collection that is one table's rows: what every
 * simple list reads (`select … from table where … order by … limit … offset …`).
 */
export function tablePages<T extends PgTable>(db: Queryable, table: T) {
  return {
    count: (where: SQL | undefined) => db.$count(table, where),
    fetch: ({ where, orderBy, limit, offset }: PageQuery) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as Promise<T["$inferSelect"][]>,
  };
}
