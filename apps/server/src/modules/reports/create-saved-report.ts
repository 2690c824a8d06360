import {
  MAX_SAVED_REPORTS,
  NON_FIELD_ERRORS,
  type ParsedSavedReportWrite,
  REPORT_MESSAGES,
  type SavedReport,
} from "@tempus/contract";
import { and, count, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { ValidationError } from "../../core/errors.ts";
import { company, savedReport } from "../../db/schema/index.ts";
import { checkFilters } from "./check-filters.ts";
import type { ReportsDeps } from "./deps.ts";
import { definitionOf, presentSavedReport, queryOf } from "./saved-reports.ts";

/** Keeps a report for the caller: its name and definition (the filters' objects checked). */
export async function createSavedReport(
  deps: ReportsDeps,
  actor: Actor,
  body: ParsedSavedReportWrite,
): Promise<SavedReport> {
  const definition = definitionOf(body);
  await checkFilters(deps.db, actor, queryOf(definition));
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The company's row orders one person's parallel saves, so the limit holds.
    await tx
      .select({ id: company.id })
      .from(company)
      .where(eq(company.id, actor.companyId))
      .for("update");
    const [kept] = await tx
      .select({ count: count() })
      .from(savedReport)
      .where(and(eq(savedReport.companyId, actor.companyId), eq(savedReport.userId, actor.id)));
    if (kept.count >= MAX_SAVED_REPORTS)
      throw new ValidationError({ [NON_FIELD_ERRORS]: [REPORT_MESSAGES.tooManyReports] });
    const [row] = await tx
      .insert(savedReport)
      .values({
        companyId: actor.companyId,
        userId: actor.id,
        name: body.name,
        definition,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return presentSavedReport(row);
  });
}
