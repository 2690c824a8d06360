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

/**
 * A prepared statement's raw rows (keyed by column name, not yet decoded): `all()`,
 * which every drizzle driver's prepared query has, though its type does not say so.
 */
export async function rawRows(
  statement: object,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  if (!("all" in statement) || typeof statement.all !== "function") {
    throw new TypeError("The prepared statement cannot answer raw rows.");
  }
  return statement.all(values);
}
