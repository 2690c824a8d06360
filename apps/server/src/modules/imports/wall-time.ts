import { wallClockIn } from "../../calendar.ts";

/**
 * The files' dates, clock times and durations, read exactly (integer seconds, no floats), and
 * wall-clock times placed in the company's time zone.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

function validDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${year}-${pad(month)}-${pad(day)}`;
}

/** How a file writes its slash dates: `3/29/2026` (month first) or `29/3/2026` (day first). */
export type SlashOrder = "month-first" | "day-first";

const SLASH_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * The order of a file's slash dates: day first when one of them can only be read so (`29/03/2026`,
 * as Clockify and Toggl write dates for users outside the US), else month first (their US default
 * and Harvest's import format). A file is read in one order: `03/04/2026` is the same day in every
 * row.
 */
export function slashOrderOf(values: Iterable<string>): SlashOrder {
  for (const value of values) {
    const match = SLASH_DAY.exec(value.trim());
    if (match && Number(match[1]) > 12 && Number(match[2]) <= 12) return "day-first";
  }
  return "month-first";
}

/**
 * A date as the tools write it: ISO `2026-03-29`, a slash date in the file's order (`3/29/2026`
 * or `29/3/2026`) or `29.03.2026` (day first, German-style exports).
 */
export function parseDay(value: string, slash: SlashOrder = "month-first"): string | null {
  const text = value.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = SLASH_DAY.exec(text);
  if (match)
    return slash === "month-first"
      ? validDay(Number(match[3]), Number(match[1]), Number(match[2]))
      : validDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (match) return validDay(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

/** A clock time: `13:05`, `13:05:09`, `1:05 PM`, `1:05:09 pm`; seconds after midnight. */
export function parseClock(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(value.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  if (minutes > 59 || seconds > 59) return null;
  if (match[4]) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (match[4].toLowerCase() === "pm" ? 12 : 0);
  } else if (hours > 23) return null;
  return (hours * 60 + minutes) * 60 + seconds;
}

/**
 * A duration: `1:30:00` or `8:00` (hours and minutes), or decimal hours `1.5` / `1,5` (Harvest),
 * read digit by digit into whole seconds (half a second and more rounds up).
 */
export function parseDuration(value: string): number | null {
  const text = value.trim();
  let match = /^(\d{1,4}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (match) {
    const minutes = Number(match[2]);
    const seconds = Number(match[3] ?? 0);
    if (minutes > 59 || seconds > 59) return null;
    return (Number(match[1]) * 60 + minutes) * 60 + seconds;
  }
  match = /^(\d{1,4})(?:[.,](\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? "";
  const scale = 10 ** fraction.length;
  // hours × 3600 exactly: the fraction's digits as an integer over 10^digits.
  const numerator = (Number(match[1]) * scale + Number(fraction || 0)) * 3600;
  return Math.floor((numerator * 2 + scale) / (2 * scale));
}

/**
 * The instant a wall-clock time of a day has in a zone. In the hour that does not exist when the
 * clocks go forward the time is moved forward by the gap (02:30 → 03:30); in the hour that repeats
 * when they go back the first of the two is taken (the offset before the change).
 */
export function zonedInstant(
  wall: (instant: Date) => Date,
  day: string,
  secondsOfDay: number,
): Date {
  const [year, month, date] = day.split("-").map(Number);
  const local = new Date(0).setUTCFullYear(year, month - 1, date) + secondsOfDay * 1000;
  const offsetAt = (time: number) => wall(new Date(time)).getTime() - time;
  const before = offsetAt(local - 86_400_000);
  const after = offsetAt(local + 86_400_000);
  const fits = [before, after]
    .map((offset) => local - offset)
    .filter((instant) => wall(new Date(instant)).getTime() === local)
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? local - before);
}

/** One zone's wall clock, built once per import (its offsets are cached by day). */
export const wallClockOf = (timeZone: string) => wallClockIn(timeZone);
