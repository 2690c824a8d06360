import type { TimeLog } from "@tempus/contract";
import { and, eq, inArray } from "drizzle-orm";
import { isoString } from "../../clock.ts";
import type { Queryable } from "../../db/open-database.ts";
import { project, type timeLog } from "../../db/schema/index.ts";
import { decimalsOf, loadPricingContext, type PricingContext, priceLog } from "../pricing/index.ts";

export type TimeLogRow = typeof timeLog.$inferSelect;

/** A log with its project's debtor (which prices a running log). */
export interface LogWithDebtor {
  log: TimeLogRow;
  debtorId: number | null;
}

/** A running log's duration and amount are computed for `now`, never read stale from storage. */
export function toTimeLog(
  row: TimeLogRow,
  now: Date,
  context?: PricingContext,
  debtorId: number | null = null,
): TimeLog {
  const isRunning = row.end === null;
  let duration = row.durationSeconds ?? 0;
  let billed = row.billedSeconds ?? (row.billable ? duration : 0);
  let amount = row.amount;
  if (isRunning) {
    duration = Math.max(0, Math.floor((now.getTime() - row.start.getTime()) / 1000));
    billed = row.billable ? duration : 0;
    if (context) ({ amount, billedSeconds: billed } = priceLog(context, { ...row, debtorId }, now));
  }
  const decimals = context ? decimalsOf(context, row.currency) : 2;
  return {
    id: row.id,
    user: row.userId,
    project: row.projectId,
    activity: row.activityId,
    description: row.description,
    start: isoString(row.start),
    end: row.end ? isoString(row.end) : null,
    is_running: isRunning,
    duration_seconds: duration,
    billed_seconds: billed,
    billable: row.billable,
    hourly_rate: row.hourlyRate,
    rate_type: row.rateType,
    rate_rule: row.rateRuleId,
    has_rate: row.hasRate,
    amount: formatStored(amount, decimals),
    currency: row.currency,
    invoice: row.invoiceId,
    tags: row.tagIds,
    created_at: isoString(row.createdAt),
    updated_at: isoString(row.updatedAt),
  };
}

/** Stored amounts carry three decimals; the API speaks the currency's own digits. */
function formatStored(amount: string, decimals: number): string {
  const [whole, fraction = ""] = amount.split(".");
  return decimals === 0 ? whole : `${whole}.${fraction.padEnd(decimals, "0").slice(0, decimals)}`;
}

/** One log as the API shows it, a running one priced with the company's context. */
export async function presentTimeLog(
  db: Queryable,
  companyId: number,
  { log, debtorId }: LogWithDebtor,
  now: Date,
) {
  return toTimeLog(log, now, await loadPricingContext(db, companyId), debtorId);
}

/** The debtors of running logs (only a running log is priced when read), in one query. */
export async function withDebtors(
  db: Queryable,
  companyId: number,
  logs: TimeLogRow[],
): Promise<LogWithDebtor[]> {
  const projectIds = [
    ...new Set(logs.filter((log) => log.end === null).map((log) => log.projectId)),
  ];
  const owners =
    projectIds.length === 0
      ? []
      : await db
          .select({ id: project.id, debtorId: project.debtorId })
          .from(project)
          .where(and(eq(project.companyId, companyId), inArray(project.id, projectIds)));
  const debtorOf = new Map(owners.map((entry) => [entry.id, entry.debtorId]));
  return logs.map((log) => ({ log, debtorId: debtorOf.get(log.projectId) ?? null }));
}
