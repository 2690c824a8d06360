import { formatLocale } from "./format-locale.ts";

/**
 * An API instant (ISO text) as a date and time the language writes: "Nov 23, 2026, 7:00 PM".
 * In the browser's time zone unless `timeZone` is given (the company's, where days are cut). Its
 * own module: the app shell's first paint does not load it.
 */
export const formatInstant = (
  language: string,
  instant: string,
  { timeZone, seconds = false }: { timeZone?: string; seconds?: boolean } = {},
) =>
  new Date(instant).toLocaleString(formatLocale(language), {
    timeZone,
    dateStyle: "medium",
    timeStyle: seconds ? "medium" : "short",
  });
