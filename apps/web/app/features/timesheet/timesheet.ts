/**
 * The arithmetic of the free timesheet (/tools/timesheet): a month's days, a
 * day's worked minutes, the month's totals, H:MM and decimal hours, and the
 * CSV file. Pure functions without React; dates come from Date.UTC only, so no
 * time zone can move a day.
 */

/** A month as `<input type="month">` writes it: "YYYY-MM". */
export type Month = string;

/** What is typed for one day: clock times "HH:MM" ("" when not typed) and the break in minutes. */
export interface DayEntry {
  start: string;
  end: string;
  breakMinutes: number;
}

/** A month's entries by ISO date ("YYYY-MM-DD"). */
export type MonthEntries = Record<string, DayEntry>;

/** Why a day cannot be counted; the UI shows `timesheet:errors.<code>`. */
export type DayError = "incomplete" | "invalidTime" | "invalidBreak" | "breakTooLong";

/** A day's outcome: worked minutes (0 for an empty day) or why it does not count. */
export type DayResult =
  | { ok: true; empty: boolean; minutes: number }
  | { ok: false; error: DayError };

/** One calendar day of a month. */
export interface MonthDay {
  /** "YYYY-MM-DD" */
  date: string;
  /** 1–31 */
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  weekend: boolean;
}

export const MINUTES_PER_DAY = 24 * 60;
export const EMPTY_ENTRY: DayEntry = { start: "", end: "", breakMinutes: 0 };

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (value: number, length = 2) => String(value).padStart(length, "0");

export const isMonth = (value: unknown): value is Month =>
  typeof value === "string" && MONTH_PATTERN.test(value);

function monthParts(month: Month): { year: number; monthIndex: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  return { year: Number(match[1]), monthIndex: Number(match[2]) - 1 };
}

/** The number of days in `month` (day 0 of the next month is the last of this one). */
export function daysInMonth(month: Month): number {
  const { year, monthIndex } = monthParts(month);
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** Every day of `month`, with its weekday. */
export function monthDays(month: Month): MonthDay[] {
  const { year, monthIndex } = monthParts(month);
  const count = daysInMonth(month);
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return Array.from({ length: count }, (_, index) => {
    const weekday = (firstWeekday + index) % 7;
    return {
      date: `${month}-${pad(index + 1)}`,
      day: index + 1,
      weekday,
      weekend: weekday === 0 || weekday === 6,
    };
  });
}

/** The month `delta` months after (or before) `month`. */
export function shiftMonth(month: Month, delta: number): Month {
  const { year, monthIndex } = monthParts(month);
  const date = new Date(Date.UTC(year, monthIndex + delta, 1));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}`;
}

/** The month of the calendar the visitor sees at `now` (their local time). */
export const localMonth = (now: Date): Month =>
  `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}`;

/** The visitor's local calendar date at `now`, "YYYY-MM-DD". */
export const localDate = (now: Date): string => `${localMonth(now)}-${pad(now.getDate())}`;

/** The instant of a date's midnight in UTC, for Intl formatting with `timeZone: "UTC"`. */
export function utcDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "HH:MM" (or "H:MM") as minutes since midnight; null for anything else. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  return hours < 24 ? hours * 60 + Number(match[2]) : null;
}

/** A typed break: minutes ("30") or H:MM ("0:45", "1:15"); "" is no break; null for anything else. */
export function parseBreak(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (/^\d{1,4}$/.test(trimmed)) return Number(trimmed);
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(trimmed);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const isEmptyEntry = (entry: DayEntry | undefined) =>
  !entry || (entry.start.trim() === "" && entry.end.trim() === "" && entry.breakMinutes === 0);

/**
 * The minutes worked on a day. A shift whose end is not after its start runs
 * over midnight into the next morning (22:00–06:00 is 8 hours; equal times are
 * 24 hours). A break as long as the shift or longer is refused.
 */
export function workedMinutes(entry: DayEntry | undefined): DayResult {
  if (!entry || isEmptyEntry(entry)) return { ok: true, empty: true, minutes: 0 };
  if (!Number.isInteger(entry.breakMinutes) || entry.breakMinutes < 0)
    return { ok: false, error: "invalidBreak" };
  if (entry.start.trim() === "" || entry.end.trim() === "")
    return { ok: false, error: "incomplete" };
  const start = parseClock(entry.start);
  const end = parseClock(entry.end);
  if (start === null || end === null) return { ok: false, error: "invalidTime" };
  const shift = end > start ? end - start : end + MINUTES_PER_DAY - start;
  if (entry.breakMinutes >= shift) return { ok: false, error: "breakTooLong" };
  return { ok: true, empty: false, minutes: shift - entry.breakMinutes };
}

/** A row of the sheet: the day, what was typed and what it comes to. */
export interface SheetRow {
  day: MonthDay;
  entry: DayEntry | undefined;
  result: DayResult;
}

/**
 * The rows of `month`. Days in `invalidBreaks` have a break typed that is not
 * one (the UI keeps such text apart from the entries) and do not count.
 */
export function sheetRows(
  month: Month,
  entries: MonthEntries,
  invalidBreaks: ReadonlySet<string> = new Set(),
): SheetRow[] {
  return monthDays(month).map((day) => {
    const entry = entries[day.date];
    const result: DayResult = invalidBreaks.has(day.date)
      ? { ok: false, error: "invalidBreak" }
      : workedMinutes(entry);
    return { day, entry, result };
  });
}

export interface Totals {
  totalMinutes: number;
  daysWorked: number;
  /** Total over days worked, rounded to the minute; 0 without days worked. */
  averageMinutes: number;
  /** Days that do not count because of an error. */
  errorDays: number;
}

/** The month's total, the days worked and the average per worked day. */
export function summarize(rows: readonly SheetRow[]): Totals {
  let totalMinutes = 0;
  let daysWorked = 0;
  let errorDays = 0;
  for (const { result } of rows) {
    if (!result.ok) errorDays += 1;
    else if (!result.empty) {
      totalMinutes += result.minutes;
      daysWorked += 1;
    }
  }
  // Integer rounding half up: floor((2·total + days) / (2·days)).
  const averageMinutes =
    daysWorked === 0 ? 0 : Math.floor((2 * totalMinutes + daysWorked) / (2 * daysWorked));
  return { totalMinutes, daysWorked, averageMinutes, errorDays };
}

/** Minutes as H:MM ("8:00", "0:05", "166:40"). */
export function formatHoursMinutes(minutes: number): string {
  const sign = minutes < 0 ? "-" : "";
  const absolute = Math.abs(minutes);
  return `${sign}${Math.floor(absolute / 60)}:${pad(absolute % 60)}`;
}

/**
 * Minutes as decimal hours with two decimals, rounded half up and computed in
 * integer hundredths (no floating-point drift): 50 → "0.83", 500 → "8.33".
 */
export function formatDecimalHours(minutes: number, decimalSeparator = "."): string {
  const sign = minutes < 0 ? "-" : "";
  // hundredths = minutes · 100 / 60 = minutes · 10 / 6, rounded half up.
  const hundredths = Math.floor((Math.abs(minutes) * 20 + 6) / 12);
  return `${sign}${Math.floor(hundredths / 100)}${decimalSeparator}${pad(hundredths % 100)}`;
}

/** How a language writes CSV: German spreadsheets expect `;` and a decimal comma. */
export function csvFormat(language: string): { separator: string; decimalSeparator: string } {
  return language.toLowerCase().startsWith("de")
    ? { separator: ";", decimalSeparator: "," }
    : { separator: ",", decimalSeparator: "." };
}

/** The CSV's column headings and the total row's label, in the page's language. */
export interface CsvLabels {
  date: string;
  weekday: string;
  start: string;
  end: string;
  breakMinutes: string;
  worked: string;
  workedDecimal: string;
  total: string;
}

/** Byte order mark: spreadsheet programs then read the file as UTF-8 (umlauts). */
export const BOM = "\uFEFF";

/** A CSV cell, quoted (with quotes doubled) when it holds the separator, a quote or a line break. */
export function csvCell(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

/**
 * The sheet as CSV: a heading row, one row per day (date, weekday, start,
 * end, break in minutes, worked as H:MM and as decimal hours; a day with an
 * error has no worked time), then the total. UTF-8 with BOM, CRLF line ends.
 */
export function buildCsv(
  rows: readonly SheetRow[],
  { language, labels }: { language: string; labels: CsvLabels },
): string {
  const { separator, decimalSeparator } = csvFormat(language);
  const weekday = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  const line = (cells: string[]) => cells.map((cell) => csvCell(cell, separator)).join(separator);
  const lines = [
    line([
      labels.date,
      labels.weekday,
      labels.start,
      labels.end,
      labels.breakMinutes,
      labels.worked,
      labels.workedDecimal,
    ]),
  ];
  for (const { day, entry, result } of rows) {
    const worked = result.ok && !result.empty;
    lines.push(
      line([
        day.date,
        weekday.format(utcDate(day.date)),
        entry?.start ?? "",
        entry?.end ?? "",
        entry && !isEmptyEntry(entry) && entry.breakMinutes > 0 ? String(entry.breakMinutes) : "",
        worked ? formatHoursMinutes(result.minutes) : "",
        worked ? formatDecimalHours(result.minutes, decimalSeparator) : "",
      ]),
    );
  }
  const { totalMinutes } = summarize(rows);
  lines.push(
    line([
      labels.total,
      "",
      "",
      "",
      "",
      formatHoursMinutes(totalMinutes),
      formatDecimalHours(totalMinutes, decimalSeparator),
    ]),
  );
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
