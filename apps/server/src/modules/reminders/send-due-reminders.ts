import { isNull, lt } from "drizzle-orm";
import { acrossCompanies } from "../../db/across-companies.ts";
import { company, reminderSent, timeLog } from "../../db/schema/index.ts";
import type { ReminderJobDeps } from "./deps.ts";
import { shortDayMailsDue, yesterdayIn } from "./reminder-rules.ts";
import { remindShortDays } from "./short-day-reminders.ts";
import { type RunningLog, remindTimers } from "./timer-reminders.ts";

/** How long the record of a sent reminder is kept. */
const KEPT_MS = 60 * 24 * 3_600_000;

/**
 * What one instance remembers between runs: the day each company's short days were last looked
 * at, so that they are looked at once a day (a restart looks again; the records of what was sent
 * keep it from mailing twice).
 */
export type ReminderMemory = Map<number, string>;

export const createReminderMemory = (): ReminderMemory => new Map();

/**
 * The reminders' job (decision 028): yesterday's short days, from 07:00 in each company's zone,
 * and timers left running past the limit or over midnight. Safe on many instances at once: each
 * reminder is recorded as sent in the transaction that stores its mail, once per user and day or
 * timer. Forgets records older than 60 days. Returns the mails sent.
 */
export async function sendDueReminders(
  deps: ReminderJobDeps,
  memory: ReminderMemory,
): Promise<{ shortDays: number; timers: number }> {
  const now = deps.clock();
  const { db } = deps;
  const companies = await acrossCompanies(db, (tx) =>
    tx.select({ id: company.id, timezone: company.timezone }).from(company).orderBy(company.id),
  );
  let shortDays = 0;
  for (const { id, timezone } of companies) {
    if (!shortDayMailsDue(timezone, now)) continue;
    const { day } = yesterdayIn(timezone, now);
    if (memory.get(id) === day) continue;
    try {
      shortDays += await remindShortDays(deps, id, timezone, now);
      memory.set(id, day);
    } catch (error) {
      // One company's failure leaves the others' reminders; the next run tries it again.
      deps.log.error({ err: error, company: id }, "short-day reminders failed");
    }
  }

  const running = await acrossCompanies(db, (tx) =>
    tx
      .select({
        companyId: timeLog.companyId,
        id: timeLog.id,
        userId: timeLog.userId,
        projectId: timeLog.projectId,
        start: timeLog.start,
      })
      .from(timeLog)
      .where(isNull(timeLog.end)),
  );
  const byCompany = new Map<number, RunningLog[]>();
  for (const { companyId, ...log } of running) {
    byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), log]);
  }
  const zones = new Map(companies.map((entry) => [entry.id, entry.timezone]));
  let timers = 0;
  for (const [companyId, logs] of byCompany) {
    const zone = zones.get(companyId);
    if (!zone) continue;
    try {
      timers += await remindTimers(deps, companyId, zone, logs, now);
    } catch (error) {
      deps.log.error({ err: error, company: companyId }, "timer reminders failed");
    }
  }

  await acrossCompanies(db, (tx) =>
    tx.delete(reminderSent).where(lt(reminderSent.sentAt, new Date(now.getTime() - KEPT_MS))),
  );
  return { shortDays, timers };
}
