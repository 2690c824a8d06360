import { MAX_TIME_LOG_SECONDS, type ReminderDefaults } from "@tempus/contract";
import { addDays, startOfDayIn, todayIn } from "../../calendar.ts";

// Which reminder is due, decided without the database (decision 028): days are cut in the
// company's time zone, whatever the zone of the server or of the user's browser.

/** The settings that apply to a user (their own, else the company's defaults). */
export type ReminderValues = ReminderDefaults;

/** Short-day reminders go out from this hour of the next morning, in the company's zone. */
export const SHORT_DAY_MAIL_HOUR = 7;

const HOUR_MS = 3_600_000;

/** The ISO weekday of a calendar day: 1 is Monday, 7 is Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Yesterday in the zone, and the instants it began and ended (23 or 25 hours on DST days). */
export function yesterdayIn(timeZone: string, now: Date) {
  const today = todayIn(timeZone, now);
  const day = addDays(today, -1);
  return { day, from: startOfDayIn(day, timeZone), to: startOfDayIn(today, timeZone) };
}

/** Whether the morning has come in the zone, so that yesterday's reminders may go out. */
export function shortDayMailsDue(timeZone: string, now: Date): boolean {
  // The hour as the zone's wall clock shows it, on DST mornings too.
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" });
  return Number(hour.format(now)) >= SHORT_DAY_MAIL_HOUR;
}

export interface ShortDay {
  day: string;
  trackedSeconds: number;
  targetSeconds: number;
}

/**
 * Yesterday fell short: reminders are on, it was one of the user's working days, there is a
 * target, the user had joined before it began, and less than the target was tracked.
 */
export function shortDay(
  settings: ReminderValues,
  yesterday: { day: string; from: Date },
  user: { dateJoined: Date; trackedSeconds: number },
): ShortDay | null {
  const targetSeconds = settings.daily_target_minutes * 60;
  if (!settings.reminders_enabled || targetSeconds === 0) return null;
  if (!settings.working_days.includes(isoWeekday(yesterday.day))) return null;
  if (user.dateJoined.getTime() >= yesterday.from.getTime()) return null;
  if (user.trackedSeconds >= targetSeconds) return null;
  return { day: yesterday.day, trackedSeconds: user.trackedSeconds, targetSeconds };
}

export interface ForgottenTimer {
  overLimit: boolean;
  crossedMidnight: boolean;
  /** Where stopping is proposed: see suggestedEnd. */
  suggestedEnd: Date;
}

/**
 * A running timer to remind of: reminders are on and it ran past the limit, or over midnight in
 * the company's zone.
 */
export function forgottenTimer(
  settings: ReminderValues,
  timeZone: string,
  start: Date,
  now: Date,
): ForgottenTimer | null {
  if (!settings.reminders_enabled) return null;
  const overLimit = now.getTime() - start.getTime() >= settings.timer_limit_hours * HOUR_MS;
  const crossedMidnight = todayIn(timeZone, start) < todayIn(timeZone, now);
  if (!overLimit && !crossedMidnight) return null;
  return { overLimit, crossedMidnight, suggestedEnd: suggestedEnd(settings, timeZone, start, now) };
}

/**
 * The end a reminder proposes for a forgotten timer: a working day's target after its start (the
 * limit when there is no target), but not past the midnight that ends its start's day, nor 24
 * hours after its start (the longest log), nor now; whole minutes.
 */
export function suggestedEnd(
  settings: ReminderValues,
  timeZone: string,
  start: Date,
  now: Date,
): Date {
  const span =
    settings.daily_target_minutes > 0
      ? settings.daily_target_minutes * 60_000
      : settings.timer_limit_hours * HOUR_MS;
  const midnight = startOfDayIn(addDays(todayIn(timeZone, start), 1), timeZone).getTime();
  const end = Math.min(
    start.getTime() + span,
    midnight,
    start.getTime() + MAX_TIME_LOG_SECONDS * 1000,
    now.getTime(),
  );
  // Whole minutes, never before the start.
  return new Date(Math.max(start.getTime(), end - (end % 60_000)));
}
