import { PROJECT_COLORS } from "@tempus/contract/constants";
import { formatLocale } from "../../lib/i18n.ts";

/** The slice of the time without a debtor or an activity. */
export const NO_KEY_COLOR = "#9e9e9e";

/**
 * A row's colour in a chart: its own (a project's or an activity's `color`) when it has
 * one, else a colour of the palette chosen by its id, so a debtor keeps its colour
 * whatever else the range holds. Time without a debtor or activity is grey.
 */
export function chartColor(key: string | null, own?: string): string {
  if (own) return own;
  if (key === null) return NO_KEY_COLOR;
  const id = Number.parseInt(key, 10);
  const index = Number.isFinite(id)
    ? Math.abs(id)
    : [...key].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return PROJECT_COLORS[index % PROJECT_COLORS.length] as string;
}

/**
 * A period key of the statistics (2026-11-03, 2026-W45, 2026-11) as the language writes
 * it: "Nov 3" / "3. Nov.", the week's number, "Nov 2026" / "Nov. 2026".
 */
export function periodLabel(key: string, language: string, weekLabel: (week: number) => string) {
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) return weekLabel(Number(week[2]));
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) {
    return new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)).toLocaleDateString(
      formatLocale(language),
      { month: "short", year: "numeric", timeZone: "UTC" },
    );
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (day) {
    return new Date(
      Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])),
    ).toLocaleDateString(formatLocale(language), {
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
  }
  return key;
}
