/**
 * The grid's week: seven calendar days (yyyy-mm-dd) from a Monday, as the calendar, the
 * dashboard's "this week" and the statistics' ISO weeks cut them. Days are plain dates (the
 * company's zone turns them into instants where logs are read and written).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as a UTC midnight, or null for what is not a day that exists. */
function utcDate(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(0);
  value.setUTCFullYear(year, month - 1, date);
  return year >= 1 &&
    value.getUTCFullYear() === year &&
    value.getUTCMonth() === month - 1 &&
    value.getUTCDate() === date
    ? value
    : null;
}

const asDay = (value: Date) =>
  `${String(value.getUTCFullYear()).padStart(4, "0")}-${String(value.getUTCMonth() + 1).padStart(2, "0")}-${String(value.getUTCDate()).padStart(2, "0")}`;

/** Whether `text` names a day that exists (2026-02-30 does not). */
export const isDay = (text: string) => utcDate(text) !== null;

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  const value = utcDate(day);
  if (!value) throw new Error(`not a day: ${day}`);
  value.setUTCDate(value.getUTCDate() + count);
  return asDay(value);
}

/** The Monday of the week `day` lies in. */
export function weekStart(day: string): string {
  const value = utcDate(day);
  if (!value) throw new Error(`not a day: ${day}`);
  // getUTCDay: Sunday 0 … Saturday 6; Monday is 0 days back, Sunday 6.
  return addDays(day, -((value.getUTCDay() + 6) % 7));
}

/** The seven days of the week that starts on `monday`. */
export const weekDays = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** A day as a Date at UTC midnight, for formatting it with `timeZone: "UTC"`. */
export function dayAsDate(day: string): Date {
  const value = utcDate(day);
  if (!value) throw new Error(`not a day: ${day}`);
  return value;
}
