import { formatLocale } from "../../lib/i18n.ts";
import { dayAsDate } from "./week.ts";

/**
 * The grid's days in the user's language and regional format: the column's weekday ("Mon") and
 * date ("11/23"), the day in full for names and questions ("Monday, November 23"), a date of the
 * locked period ("October 31, 2026") and the week ("Nov 23 – 29, 2026").
 */
export function dayFormats(language: string) {
  const locale = formatLocale(language);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  const weekday = format({ weekday: "short" });
  const date = format({ day: "numeric", month: "numeric" });
  const long = format({ weekday: "long", day: "numeric", month: "long" });
  const full = format({ dateStyle: "long" });
  const range = format({ day: "numeric", month: "short", year: "numeric" });
  return {
    weekday: (day: string) => weekday.format(dayAsDate(day)),
    date: (day: string) => date.format(dayAsDate(day)),
    long: (day: string) => long.format(dayAsDate(day)),
    full: (day: string) => full.format(dayAsDate(day)),
    week: (first: string, last: string) => range.formatRange(dayAsDate(first), dayAsDate(last)),
    /** Decimal hours as the user types them: "1.5" or "1,5". */
    decimalExample: new Intl.NumberFormat(locale).format(1.5),
  };
}
