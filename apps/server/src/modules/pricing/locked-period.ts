import { NON_FIELD_ERRORS, PROJECT_MESSAGES } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { addDays, startOfDayIn } from "../../calendar.ts";
import { ValidationError } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { company } from "../../db/schema/index.ts";

/** A company's locked period: the last locked day, and the instant the open time begins. */
export interface LockedPeriod {
  until: string;
  openFrom: Date;
}

/** After the calendar's last day nothing is open: every instant there is is locked. */
const END_OF_TIME = new Date(8.64e15);

/**
 * The company's locked period (`locked_until`, a day in its time zone), or null when nothing is
 * locked. A log that starts before `openFrom` is locked: no one creates, changes, deletes or
 * re-prices it (stopping a timer that runs into the period is allowed: its start is open).
 */
export async function lockedPeriod(db: Queryable, companyId: number): Promise<LockedPeriod | null> {
  const [row] = await db
    .select({ until: company.lockedUntil, timezone: company.timezone })
    .from(company)
    .where(eq(company.id, companyId));
  if (!row?.until) return null;
  const next = addDays(row.until, 1);
  return {
    until: row.until,
    openFrom: next > row.until ? startOfDayIn(next, row.timezone) : END_OF_TIME,
  };
}

/** Refuses a write that touches a log starting in the locked period (before or after it). */
export function assertOpen(period: LockedPeriod | null, ...starts: Date[]) {
  if (period && starts.some((start) => start < period.openFrom))
    throw new ValidationError({
      [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.periodLocked(period.until)],
    });
}
