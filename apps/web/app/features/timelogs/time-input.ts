import { parseDuration } from "./duration.ts";
import { zonedInstant } from "./zoned-time.ts";

/**
 * A typed time of day as minutes after midnight, or null: "9" (09:00), "17",
 * "930" and "0930" (09:30), "1730", "9:30", "09:30", "9.30". Hours 0–23,
 * minutes 0–59.
 */
export function parseTimeOfDay(text: string): number | null {
  const typed = text.trim();
  const separated = /^(\d{1,2})[:.h](\d{2})$/.exec(typed);
  const digits = /^\d{1,4}$/.test(typed) ? typed : null;
  let hours: number;
  let minutes: number;
  if (separated) {
    hours = Number(separated[1]);
    minutes = Number(separated[2]);
  } else if (digits) {
    // One or two digits are hours; three or four end in the minutes.
    hours = Number(digits.length <= 2 ? digits : digits.slice(0, -2));
    minutes = digits.length <= 2 ? 0 : Number(digits.slice(-2));
  } else return null;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * A typed duration as minutes, or null: what `parseDuration` reads ("1:30",
 * "1.5", "1,5", "2") and the same with units, "1.5h", "90m", "90 min",
 * "1h 30m", "1h30". Nothing above 24 hours (a log's longest).
 */
export function parseTypedDuration(text: string): number | null {
  const typed = text.trim().toLowerCase();
  const plain = parseDuration(typed);
  if (plain !== null) return plain;
  const units =
    /^(?:(\d{1,2}(?:[.,]\d+)?)\s*h(?:ours?)?)?\s*(?:(\d{1,4})\s*m(?:in(?:utes?)?)?)?$/.exec(typed);
  // "1h30": hours with the minutes after them and no unit.
  const hoursThenMinutes = /^(\d{1,2})\s*h\s*([0-5]?\d)$/.exec(typed);
  let minutes: number | null = null;
  if (hoursThenMinutes) minutes = Number(hoursThenMinutes[1]) * 60 + Number(hoursThenMinutes[2]);
  else if (units && (units[1] !== undefined || units[2] !== undefined))
    minutes =
      Math.round(Number((units[1] ?? "0").replace(",", ".")) * 60) + Number(units[2] ?? "0");
  return minutes !== null && minutes <= 24 * 60 ? minutes : null;
}

/** Minutes after midnight as hh:mm. */
export const asClockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A local date (yyyy-mm-dd) and minutes after midnight as an ISO instant. */
export function localInstant(date: string, minutes: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const instant = new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Math.floor(minutes / 60),
    minutes % 60,
  );
  // A day that does not exist (2026-02-30) is refused rather than moved on.
  return instant.getFullYear() !== Number(match[1]) ||
    instant.getMonth() !== Number(match[2]) - 1 ||
    instant.getDate() !== Number(match[3]) ||
    Number(match[1]) < 1
    ? null
    : instant.toISOString();
}

export type EntryTimes =
  | { ok: true; start: string; end: string }
  | { ok: false; errors: Partial<Record<"date" | "start" | "end" | "duration", "invalid">> };

/**
 * The start and end of a manual entry from what was typed: a date, a start
 * time (in `timeZone`), and an end time or a duration (the end wins when both are given). An
 * end before the start is on the next day (a night's work); an end equal to the
 * start is refused.
 */
export function entryTimes({
  date,
  start,
  end,
  duration,
  timeZone,
}: {
  date: string;
  start: string;
  end: string;
  duration: string;
  /** The zone the times are in; the browser's when not given. */
  timeZone?: string;
}): EntryTimes {
  const instant = (day: string, minutes: number) =>
    timeZone ? zonedInstant(day, minutes, timeZone) : localInstant(day, minutes);
  const errors: Partial<Record<"date" | "start" | "end" | "duration", "invalid">> = {};
  const startMinutes = parseTimeOfDay(start);
  const endMinutes = end.trim() ? parseTimeOfDay(end) : null;
  const durationMinutes = duration.trim() ? parseTypedDuration(duration) : null;
  const startAt = startMinutes === null ? null : instant(date, startMinutes);
  if (instant(date, 0) === null) errors.date = "invalid";
  if (startMinutes === null) errors.start = "invalid";
  if (end.trim() && endMinutes === null) errors.end = "invalid";
  if (duration.trim() && (durationMinutes === null || durationMinutes === 0))
    errors.duration = "invalid";
  if (!end.trim() && !duration.trim()) errors.end = "invalid";
  if (endMinutes !== null && endMinutes === startMinutes) errors.end = "invalid";
  if (Object.keys(errors).length > 0 || startAt === null) return { ok: false, errors };
  const length =
    endMinutes !== null
      ? (endMinutes - (startMinutes as number) + 24 * 60) % (24 * 60)
      : (durationMinutes as number);
  return {
    ok: true,
    start: startAt,
    end: new Date(new Date(startAt).getTime() + length * 60_000).toISOString(),
  };
}
