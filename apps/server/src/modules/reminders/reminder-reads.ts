import { and, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { company, timeLog } from "../../db/schema/index.ts";
import { trackedSeconds } from "../time/index.ts";

// The reads the reminders' notice and job share, each within one company.

/** The company's time zone: where its days begin. */
export async function companyZone(db: Queryable, companyId: number): Promise<string> {
  const [row] = await db
    .select({ timezone: company.timezone })
    .from(company)
    .where(eq(company.id, companyId));
  return row.timezone;
}

/**
 * Seconds tracked per user in logs that start within [from, to): a day as the dashboard and the
 * statistics count it (a log belongs to the day it starts on); a running log counts up to now.
 */
export async function trackedPerUser(
  db: Queryable,
  companyId: number,
  userIds: number[],
  window: { from: Date; to: Date },
  now: Date,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: timeLog.userId, tracked: sql<string>`sum(${trackedSeconds(now)})` })
    .from(timeLog)
    .where(
      and(
        eq(timeLog.companyId, companyId),
        inArray(timeLog.userId, userIds),
        gte(timeLog.start, window.from),
        lt(timeLog.start, window.to),
      ),
    )
    .groupBy(timeLog.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.tracked)]));
}

/** The user's running log, if one runs. */
export async function runningLog(db: Queryable, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: timeLog.id, start: timeLog.start })
    .from(timeLog)
    .where(and(eq(timeLog.companyId, companyId), eq(timeLog.userId, userId), isNull(timeLog.end)));
  return row;
}
