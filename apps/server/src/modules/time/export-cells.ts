import type { Language, TimeLogCsvStyle } from "@tempus/contract";
import { wallClockIn } from "../../calendar.ts";
import { divideHalfUp, formatUnits } from "../../money.ts";

/** How a time-log export writes its cells: wall-clock times, hours, CSV fields and file names. */

const two = (value: number) => String(value).padStart(2, "0");

/**
 * Wall-clock date and time of instants in a time zone. A late instant of 9999-12-31 is already in
 * the year 10000 east of UTC: its date is written as such ("10000-01-01"), not in ISO's expanded
 * form ("+010000-01-01").
 */
export function wallClockOf(timeZone: string) {
  const local = wallClockIn(timeZone);
  return (instant: Date) => {
    const wall = local(instant);
    const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
    return {
      date: `${String(year).padStart(4, "0")}-${two(month + 1)}-${two(day)}`,
      time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
      /** For spreadsheet cells, which carry no zone: the wall-clock day, and its minute. */
      dayCell: new Date(Date.UTC(year, month, day)),
      minuteCell: new Date(Math.floor(wall.getTime() / 60_000) * 60_000),
    };
  };
}

/**
 * A text a person typed (a description, a name), made safe for a spreadsheet: one that starts
 * like a formula (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so
 * Excel, LibreOffice and Google Sheets show it as text instead of running it (OWASP's CSV
 * injection advice). Numbers and dates the export writes itself are not passed through here.
 */
export const textCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A CSV field, quoted when it holds a quote, a line break or the separator. */
export const csvField = (value: string, separator: string) =>
  /["\n\r]/.test(value) || value.includes(separator) ? `"${value.replaceAll('"', '""')}"` : value;

/** English spreadsheets split on commas and read `4.75`; German, French and Dutch ones `;` and `4,75`. */
export const csvStyleOf = (language: Language, asked?: TimeLogCsvStyle) => {
  const style = asked ?? (language === "en" ? "comma" : "semicolon");
  return style === "comma"
    ? { separator: ",", decimal: (value: string) => value }
    : { separator: ";", decimal: (value: string) => value.replace(".", ",") };
};
export const hoursOf = (seconds: number) =>
  formatUnits(divideHalfUp(BigInt(seconds) * 100n, 3600n), 2);
export const hoursMinutes = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}`;
export const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "company";

/** What an export reads of a log to price and show it. */
export interface ExportedLog {
  end: Date | null;
  billable: boolean;
  hourlyRate: string | null;
  rateType: "hourly" | "fixed" | null;
  amount: string;
  currency: string;
}
