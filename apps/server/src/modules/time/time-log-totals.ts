import type { ParsedTimeLogQuery } from "@tempus/contract";
import { sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { sameCompanyRow } from "../../db/company-row.ts";
import { activity, project, timeLog } from "../../db/schema/index.ts";
import { roundDecimal } from "../../money.ts";
import { decimalsOf, loadPricingContext } from "../pricing/index.ts";
import type { TimeDeps } from "./deps.ts";
import { resolveTimeLogFilters } from "./time-log-filters.ts";

/** Totals of the filtered list: tracked and billable time, and amounts per currency. */
export async function timeLogTotals(deps: TimeDeps, actor: Actor, query: ParsedTimeLogQuery) {
  const { db } = deps;
  const { where } = await resolveTimeLogFilters(db, actor, query);
  const rows = await db
    .select({
      currency: timeLog.currency,
      tracked: sql<string>`coalesce(sum(${timeLog.durationSeconds}), 0)`,
      billable: sql<string>`coalesce(sum(${timeLog.durationSeconds}) filter (where ${timeLog.billable}), 0)`,
      amount: sql<string>`coalesce(sum(${timeLog.amount}) filter (where ${timeLog.billable}), 0)`,
    })
    .from(timeLog)
    .innerJoin(project, sameCompanyRow(project, timeLog, timeLog.projectId))
    .leftJoin(activity, sameCompanyRow(activity, timeLog, timeLog.activityId))
    .where(where)
    .groupBy(timeLog.currency)
    .orderBy(timeLog.currency);
  const context = await loadPricingContext(db, actor.companyId);
  return {
    tracked_seconds: rows.reduce((sum, row) => sum + Number(row.tracked), 0),
    billable_seconds: rows.reduce((sum, row) => sum + Number(row.billable), 0),
    amounts: rows.map((row) => ({
      currency: row.currency,
      amount: roundDecimal(row.amount, decimalsOf(context, row.currency)),
    })),
  };
}
