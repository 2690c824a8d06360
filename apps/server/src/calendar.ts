/** Calendar dates as "YYYY-MM-DD" strings; days are cut in the company's time zone. */

import { isoString } from "./clock.ts";

/** Building an Intl.DateTimeFormat costs far more than using one: one per time zone and kind. */
function formatterFor(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  create: (timeZone: string) => Intl.DateTimeFormat,
) {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = create(timeZone);
    cache.set(timeZone, formatter);
  }
  return formatter;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

export function todayIn(timeZone: string, now: Date): string {
  return formatterFor(
    dayFormatters,
    timeZone,
    (zone) =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }),
  ).format(now);
}

/** Midnight UTC of a day as milliseconds; unlike Date.UTC, years 0–99 stay themselves. */
const utcDay = (year: number, monthIndex: number, date: number) =>
  new Date(0).setUTCFullYear(year, monthIndex, date);

const parse = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return { year, month, date };
};
/**
 * A day as yyyy-mm-dd, kept within the days a date column and DRF's DateField hold
 * (0001-01-01 to 9999-12-31): arithmetic past either end stops there instead of
 * writing an expanded year ("+010000-01-01") that nothing can read.
 */
const format = (utc: Date) => {
  const year = utc.getUTCFullYear();
  if (year > 9999) return "9999-12-31";
  if (year < 1) return "0001-01-01";
  return isoString(utc).slice(0, 10);
};

export function addDays(day: string, days: number): string {
  const { year, month, date } = parse(day);
  return format(new Date(utcDay(year, month - 1, date + days)));
}

/** Same day of the month `months` later, clamped to the month's last day (Jan 31 + 1 → Feb 28). */
export function addMonths(day: string, months: number): string {
  const { year, month, date } = parse(day);
  const lastDay = new Date(utcDay(year, month - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(utcDay(year, month - 1 + months, Math.min(date, lastDay))));
}

/** Days from `from` to `to`, both inclusive. */
export function daysInclusive(from: string, to: string): number {
  const start = parse(from);
  const end = parse(to);
  const ms =
    utcDay(end.year, end.month - 1, end.date) - utcDay(start.year, start.month - 1, start.date);
  return Math.round(ms / 86_400_000) + 1;
}

/** A billing period: one month from `start`, its last day inclusive. */
export const periodEnd = (start: string) => addDays(addMonths(start, 1), -1);

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffsetMs(timeZone: string, instant: Date): number {
  const formatter = formatterFor(
    wallClockFormatters,
    timeZone,
    (zone) =>
      new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  );
  // "MM/DD/YYYY, hh:mm:ss": format() and a pattern take half the time of formatToParts().
  const match = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/.exec(
    formatter.format(instant),
  );
  let wall: number;
  if (match) {
    const [, month, day, year, hour, minute, second] = match.map(Number);
    wall = Date.UTC(year, month - 1, day, hour, minute, second);
    // Date.UTC reads years 0–99 as 1900–1999.
    if (year < 100) wall = new Date(wall).setUTCFullYear(year);
  } else {
    const parts = formatter.formatToParts(instant);
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    wall = new Date(0).setUTCFullYear(get("year"), get("month") - 1, get("day"));
    wall += ((get("hour") * 60 + get("minute")) * 60 + get("second")) * 1000;
  }
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The wall clock of many instants in one zone (exports): a Date whose UTC fields
 * show the zone's local date and time. Offsets are looked up once per UTC day
 * when the day's start, middle and end agree, else once per hour when the hour's
 * ends agree, else per instant: DST switches stay exact.
 */
export function wallClockIn(timeZone: string): (instant: Date) => Date {
  const offsets = new Map<string, number | null>();
  const steady = (key: string, from: number, length: number) => {
    let offset = offsets.get(key);
    if (offset === undefined) {
      const probes = [from, from + length / 2, from + length - 1].map((time) =>
        zoneOffsetMs(timeZone, new Date(time)),
      );
      offset = probes.every((probe) => probe === probes[0]) ? probes[0] : null;
      offsets.set(key, offset);
    }
    return offset;
  };
  return (instant) => {
    const time = instant.getTime();
    const day = Math.floor(time / 86_400_000);
    const hour = Math.floor(time / 3_600_000);
    const offset =
      steady(`d${day}`, day * 86_400_000, 86_400_000) ??
      steady(`h${hour}`, hour * 3_600_000, 3_600_000) ??
      zoneOffsetMs(timeZone, instant);
    return new Date(time + offset);
  };
}

/** The instant a calendar day begins in a time zone (00:00 there), DST included. */
const FIRST_INSTANT = utcDay(1, 0, 1);
const LAST_INSTANT = utcDay(9999, 11, 31) + 86_399_999;

/**
 * The instant a day begins in a zone, kept within the years PostgreSQL reads in
 * ISO form (0001–9999): 0001-01-01 in a zone east of UTC would begin in year 0.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const { year, month, date } = parse(day);
  const guess = utcDay(year, month - 1, date);
  let instant = guess - zoneOffsetMs(timeZone, new Date(guess));
  instant = guess - zoneOffsetMs(timeZone, new Date(instant));
  return new Date(Math.min(Math.max(instant, FIRST_INSTANT), LAST_INSTANT));
}

/** Monday of the ISO week that holds `day`. */
export function mondayOf(day: string): string {
  const { year, month, date } = parse(day);
  const weekday = (new Date(utcDay(year, month - 1, date)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** ISO 8601 week of a day, as "YYYY-Www" (the week-numbering year, so Jan 1 may be in W53). */
export function isoWeekKey(day: string): string {
  const { year, month, date } = parse(day);
  // The week belongs to the year of its Thursday; week 1 holds January 4th.
  const thursday = new Date(utcDay(year, month - 1, date));
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const weekYear = thursday.getUTCFullYear();
  const january4 = new Date(utcDay(weekYear, 0, 4));
  const firstThursday = january4.getTime() + (3 - ((january4.getUTCDay() + 6) % 7)) * 86_400_000;
  const week = Math.round((thursday.getTime() - firstThursday) / (7 * 86_400_000)) + 1;
  // Four digits as every date here: the year 1 is "0001-W01", not "1-W01".
  return `${String(weekYear).padStart(4, "0")}-W${String(week).padStart(2, "0")}`;
}
