/**
 * The free timesheet's memory in the visitor's browser (localStorage): one key
 * per month with that month's entries, the month last shown and the name for
 * the printout. Nothing leaves the browser. Corrupt values are ignored and a
 * browser without storage (or one that refuses it) simply forgets.
 */
import { type DayEntry, isMonth, type Month, type MonthEntries } from "./timesheet.ts";

const PREFIX = "tempus.timesheet.";
export const monthKey = (month: Month) => `${PREFIX}${month}`;
export const LAST_MONTH_KEY = `${PREFIX}lastMonth`;
export const NAME_KEY = `${PREFIX}name`;

/** The longest text kept for a clock time or the name (anything longer is not ours). */
const MAX_TIME_LENGTH = 8;
const MAX_NAME_LENGTH = 200;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : (window.localStorage ?? null);
  } catch {
    // Access itself throws when storage is disabled (e.g. blocked cookies).
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Full or refused: the sheet still works for this visit.
  }
}

const isTime = (value: unknown): value is string =>
  typeof value === "string" && value.length <= MAX_TIME_LENGTH;

function toEntry(value: unknown): DayEntry | null {
  if (!value || typeof value !== "object") return null;
  const { start, end, breakMinutes } = value as Record<string, unknown>;
  if (!isTime(start) || !isTime(end)) return null;
  const validBreak =
    typeof breakMinutes === "number" && Number.isInteger(breakMinutes) && breakMinutes >= 0;
  return { start, end, breakMinutes: validBreak ? breakMinutes : 0 };
}

const isBlank = (entry: DayEntry) => entry.start === "" && entry.end === "" && !entry.breakMinutes;

/** The entries kept for `month`: only days of that month, only well-formed entries. */
export function loadEntries(month: Month): MonthEntries {
  if (!isMonth(month)) return {};
  const text = read(monthKey(month));
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const entries: MonthEntries = {};
  for (const [date, value] of Object.entries(parsed)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !date.startsWith(`${month}-`)) continue;
    const entry = toEntry(value);
    if (entry && !isBlank(entry)) entries[date] = entry;
  }
  return entries;
}

/** Keeps `month`'s entries (blank days left out; no key at all for a blank month). */
export function saveEntries(month: Month, entries: MonthEntries): void {
  if (!isMonth(month)) return;
  const kept = Object.fromEntries(Object.entries(entries).filter(([, entry]) => !isBlank(entry)));
  write(monthKey(month), Object.keys(kept).length > 0 ? JSON.stringify(kept) : null);
}

export function clearEntries(month: Month): void {
  if (isMonth(month)) write(monthKey(month), null);
}

export function loadLastMonth(): Month | null {
  const month = read(LAST_MONTH_KEY);
  return isMonth(month) ? month : null;
}

export function saveLastMonth(month: Month): void {
  if (isMonth(month)) write(LAST_MONTH_KEY, month);
}

export function loadName(): string {
  return (read(NAME_KEY) ?? "").slice(0, MAX_NAME_LENGTH);
}

export function saveName(name: string): void {
  write(NAME_KEY, name === "" ? null : name.slice(0, MAX_NAME_LENGTH));
}
