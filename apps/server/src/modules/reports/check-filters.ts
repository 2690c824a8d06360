import type { ParsedReportQuery } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { Queryable } from "../../db/open-database.ts";
import { checkIdFilters } from "../../db/tenant-refs.ts";

/** The objects a definition's filters name exist in the caller's company ("Select a valid choice" else). */
export async function checkFilters(db: Queryable, actor: Actor, query: ParsedReportQuery) {
  await checkIdFilters(
    db,
    actor.companyId,
    (["user", "project", "debtor", "activity", "tag"] as const).map((kind) => ({
      field: kind,
      kind,
      id: query[kind],
    })),
  );
}
