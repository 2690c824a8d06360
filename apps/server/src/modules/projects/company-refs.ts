import { FIELD_MESSAGES } from "@tempus/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { activity, debtor, hourlyRateRule, project, users } from "../../db/schema/index.ts";
import { ValidationError } from "../../http/errors.ts";

const TABLES = { debtor, project, activity, user: users, rule: hourlyRateRule } as const;
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

/** A filter parameter naming an object: the object must exist in the company. */
export async function idFilter(
  db: Queryable,
  companyId: number,
  kind: RefKind,
  field: string,
  raw: string | undefined,
): Promise<number | undefined> {
  if (raw === undefined || raw === "") return undefined;
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isNaN(id) || !(await existingIds(db, companyId, kind, [id])).has(id)) {
    throw new ValidationError({ [field]: [FIELD_MESSAGES.invalidFilterChoice] });
  }
  return id;
}

/** django-filter's BooleanFilter. */
export function boolFilter(field: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (["true", "True", "1"].includes(raw)) return true;
  if (["false", "False", "0"].includes(raw)) return false;
  throw new ValidationError({ [field]: [FIELD_MESSAGES.invalidBoolean] });
}
