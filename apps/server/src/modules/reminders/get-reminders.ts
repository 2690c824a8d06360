import type { Reminders } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";
import type { RemindersDeps } from "./deps.ts";
import { companyZone, runningLog, trackedPerUser } from "./reminder-reads.ts";
import { forgottenTimer, shortDay, yesterdayIn } from "./reminder-rules.ts";
import { readSettings } from "./reminder-settings.ts";

/**
 * The caller's reminders now, decided by the same rules as the mails: the running timer when it
 * ran past the limit or over midnight (with the end the mail proposes), yesterday when it fell
 * short (from midnight on, not only from the hour the mail goes out), and the idle minutes the
 * browser waits before it asks.
 */
export async function getReminders(deps: RemindersDeps, actor: Actor): Promise<Reminders> {
  const now = deps.clock();
  const { db } = deps;
  const { companyId } = actor;
  const [timeZone, { effective }, running] = await Promise.all([
    companyZone(db, companyId),
    readSettings(db, companyId, actor.id),
    runningLog(db, companyId, actor.id),
  ]);
  const yesterday = yesterdayIn(timeZone, now);
  const tracked = await trackedPerUser(db, companyId, [actor.id], yesterday, now);
  const short = shortDay(effective, yesterday, {
    dateJoined: actor.dateJoined,
    trackedSeconds: tracked.get(actor.id) ?? 0,
  });
  const timer = running && forgottenTimer(effective, timeZone, running.start, now);
  return {
    running:
      running && timer
        ? {
            id: running.id,
            start: running.start.toISOString(),
            limit_hours: effective.timer_limit_hours,
            over_limit: timer.overLimit,
            crossed_midnight: timer.crossedMidnight,
            suggested_end: timer.suggestedEnd.toISOString(),
          }
        : null,
    short_day: short && {
      day: short.day,
      tracked_seconds: short.trackedSeconds,
      target_seconds: short.targetSeconds,
    },
    idle_minutes: effective.idle_minutes,
  };
}
