import {
  type ParsedReportQuery,
  type ParsedSavedReportWrite,
  REPORT_DEFINITION_KEYS,
  ReportQuerySchema,
  type SavedReport,
  toFieldErrors,
} from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import { isoString } from "../../clock.ts";
import type { Actor } from "../../core/actor.ts";
import { notFound, ValidationError } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { savedReport } from "../../db/schema/index.ts";

type SavedReportRow = typeof savedReport.$inferSelect;

/** The caller's own saved report (another person's, or another company's, is not found). */
export async function findOwnReport(db: Queryable, actor: Actor, id: number) {
  const [row] = await db
    .select()
    .from(savedReport)
    .where(
      and(
        eq(savedReport.companyId, actor.companyId),
        eq(savedReport.id, id),
        eq(savedReport.userId, actor.id),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** A written definition as kept: each parameter given as the text a query string carries. */
export function definitionOf(body: ParsedSavedReportWrite): Record<string, string> {
  const definition: Record<string, string> = {};
  for (const key of REPORT_DEFINITION_KEYS) {
    const value = body[key];
    if (value !== undefined) definition[key] = String(value);
  }
  return definition;
}

/** A kept definition read again, as a report's query is read (a filter's object may be gone). */
export function queryOf(definition: Record<string, string>): ParsedReportQuery {
  const parsed = ReportQuerySchema.safeParse(definition);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error.issues, definition));
  return parsed.data;
}

export function presentSavedReport(row: SavedReportRow): SavedReport {
  const value = (key: (typeof REPORT_DEFINITION_KEYS)[number]) => row.definition[key] ?? null;
  return {
    id: row.id,
    name: row.name,
    from: row.definition.from,
    to: row.definition.to,
    group_by: row.definition.group_by as SavedReport["group_by"],
    then_by: (row.definition.then_by ?? null) as SavedReport["then_by"],
    user: value("user"),
    project: value("project"),
    debtor: value("debtor"),
    activity: value("activity"),
    tag: value("tag"),
    billable: value("billable"),
    invoiced: value("invoiced"),
    created_at: isoString(row.createdAt),
    updated_at: isoString(row.updatedAt),
  };
}
