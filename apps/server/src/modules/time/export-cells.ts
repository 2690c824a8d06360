import type { Language, TimeLogCsvStyle } from "@tempus/contract";
import { wallClockIn } from "../../calendar.ts";
import { isoString } from "../../clock.ts";
import { divideHalfUp, formatUnits } from "../../money.ts";

/** How a time-log export writes its cells: wall-clock times, hours, CSV fields and file names. */

/** Wall-clock date and time of instants in a time zone. */
export function wallClockOf(timeZone: string) {
  const local = wallClockIn(timeZone);
  return (instant: Date) => {
    const wall = isoString(local(instant));
    return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
  };
}

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
