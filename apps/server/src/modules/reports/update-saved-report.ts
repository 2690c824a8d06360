import type { ParsedSavedReportWrite, SavedReport } from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { savedReport } from "../../db/schema/index.ts";
import { checkFilters } from "./check-filters.ts";
import type { ReportsDeps } from "./deps.ts";
import { definitionOf, findOwnReport, presentSavedReport, queryOf } from "./saved-reports.ts";

/** Renames one of the caller's saved reports or changes its definition (its links stay). */
export async function updateSavedReport(
  deps: ReportsDeps,
  actor: Actor,
  { id, body }: { id: number; body: ParsedSavedReportWrite },
): Promise<SavedReport> {
  await findOwnReport(deps.db, actor, id);
  const definition = definitionOf(body);
  await checkFilters(deps.db, actor, queryOf(definition));
  const [row] = await deps.db
    .update(savedReport)
    .set({ name: body.name, definition, updatedAt: deps.clock() })
    .where(
      and(
        eq(savedReport.companyId, actor.companyId),
        eq(savedReport.id, id),
        eq(savedReport.userId, actor.id),
      ),
    )
    .returning();
  return presentSavedReport(row ?? (await findOwnReport(deps.db, actor, id)));
}
