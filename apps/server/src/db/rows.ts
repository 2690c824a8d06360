import { getTableColumns, type Table } from "drizzle-orm";

/**
 * Maps raw rows (as a prepared statement's `all()` returns them, keyed by
 * column name) to a table's model with the columns' own decoders: what
 * drizzle's `execute()` does, without its per-field checks, which showed in the
 * profile of the most requested list.
 */
export function rowMapper<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table));
  return (raw: Record<string, unknown>): T["$inferSelect"] => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T["$inferSelect"];
  };
}
