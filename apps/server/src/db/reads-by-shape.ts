import { createHash } from "node:crypto";
import pg from "pg";
import { clientOf, forPreparedReads, isTransaction, type Queryable } from "./open-database.ts";

/** Distinct statement texts one process names; past that, a new shape runs as an ordinary query. */
export const MAX_SHAPES = 1000;

const names = new Map<string, string>();

/** Values as drizzle's node-postgres driver reads them: times and dates as their text. */
const RAW_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: ((id: number, format?: "text" | "binary") =>
    RAW_TYPES.has(id)
      ? (value: string) => value
      : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
};

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_SHAPES) {
    name = `shape_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A read whose plan follows from its shape (which filters, how many search
 * terms), not from its values: on PostgreSQL a named statement on the
 * prepared-read connections, parsed and planned (generic plan) once per
 * connection instead of on every request (decision 006). `render` gives its
 * text and values (only called when it runs named). `map` turns a raw row
 * (keyed by column name) into what `otherwise` answers: the same read as an
 * ordinary query, which runs on PGlite, inside a transaction, and for shapes
 * past MAX_SHAPES.
 */
export async function readByShape<T>(
  db: Queryable,
  render: () => { sql: string; params: unknown[] },
  map: (raw: Record<string, unknown>) => T,
  otherwise: () => Promise<T[]>,
): Promise<T[]> {
  const reads = isTransaction(db) ? db : forPreparedReads(db);
  if (reads === db) return otherwise();
  const query = render();
  const name = nameOf(query.sql);
  if (name === undefined) return otherwise();
  const pool = clientOf(reads);
  if (!(pool instanceof pg.Pool)) return otherwise();
  const result = await pool.query<Record<string, unknown>>({
    name,
    text: query.sql,
    values: query.params,
    types,
  });
  return result.rows.map(map);
}
