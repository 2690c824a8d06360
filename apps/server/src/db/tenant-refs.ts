import { FIELD_MESSAGES } from "@tempus/contract";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { ValidationError } from "../core/errors.ts";
import { type Queryable, rowsOf } from "./open-database.ts";
import { readByShape } from "./reads-by-shape.ts";
import { activity, debtor, hourlyRateRule, project, tag, users } from "./schema/index.ts";

const dialect = new PgDialect();

const TABLES = { debtor, project, activity, tag, user: users, rule: hourlyRateRule } as const;
export type RefKind = keyof typeof TABLES;

/** Which of `ids` exist in the company (another company's id counts as missing). */
export async function existingIds(db: Queryable, companyId: number, kind: RefKind, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const table = TABLES[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * References in a write body must point into the caller's company; otherwise
 * DRF's "Invalid pk" at each field that names one.
 */
export async function checkRefs(
  db: Queryable,
  companyId: number,
  refs: Partial<Record<string, { kind: RefKind; id: number | null | undefined }>>,
) {
  const errors: Record<string, string[]> = {};
  for (const [field, ref] of Object.entries(refs)) {
    if (!ref || ref.id === null || ref.id === undefined) continue;
    const found = await existingIds(db, companyId, ref.kind, [ref.id]);
    if (!found.has(ref.id)) errors[field] = [FIELD_MESSAGES.invalidPk(ref.id)];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A filter parameter naming an object (the contract checked its form): it must exist in the company. */
export async function checkIdFilter(
  db: Queryable,
  companyId: number,
  kind: RefKind,
  field: string,
  id: number | undefined,
): Promise<void> {
  await checkIdFilters(db, companyId, [{ field, kind, id }]);
}

/**
 * Several filter parameters naming objects, checked in one query, which also
 * reads the `extras` the caller needs (scalar subqueries, by name). The first
 * field, in the given order, that names no object of the company answers 400.
 */
export async function checkIdFilters(
  db: Queryable,
  companyId: number,
  filters: { field: string; kind: RefKind; id: number | undefined }[],
  extras: Record<string, SQL> = {},
): Promise<Record<string, unknown>> {
  const checked = filters.filter(
    (filter): filter is { field: string; kind: RefKind; id: number } => filter.id !== undefined,
  );
  const columns = [
    ...checked.map((filter, index) => {
      const table = TABLES[filter.kind];
      return sql`exists (select 1 from ${table} where ${table.companyId} = ${companyId} and ${table.id} = ${filter.id}) as ${sql.identifier(`ref${index}`)}`;
    }),
    ...Object.entries(extras).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
  ];
  const query = sql`select ${sql.join(columns, sql`, `)}`;
  const row =
    columns.length === 0
      ? {}
      : (
          await readByShape(
            db,
            () => dialect.sqlToQuery(query),
            (raw) => raw as Record<string, boolean | string>,
            async () => rowsOf<Record<string, boolean | string>>(await db.execute(query)),
          )
        )[0];
  checked.forEach((filter, index) => {
    if (row[`ref${index}`] !== true) {
      throw new ValidationError({ [filter.field]: [FIELD_MESSAGES.invalidFilterChoice] });
    }
  });
  return Object.fromEntries(Object.keys(extras).map((name) => [name, row[name]]));
}
