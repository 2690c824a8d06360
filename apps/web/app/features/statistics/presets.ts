/** The grouping that keeps a bar chart readable for a range. */
export function periodFor(from: string, to: string): "day" | "week" | "month" {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return days <= 31 ? "day" : days <= 190 ? "week" : "month";
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export const PRESETS = ["thisWeek", "lastWeek", "thisMonth", "lastMonth", "thisYear"] as const;
export type Preset = (typeof PRESETS)[number];

/** The dates of a preset range, in the browser's calendar. */
export function presetRange(preset: Preset, today = new Date()): { from: string; to: string } {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const monday = new Date(day);
  monday.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  const shift = (date: Date, days: number) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
  switch (preset) {
    case "thisWeek":
      return { from: iso(monday), to: iso(shift(monday, 6)) };
    case "lastWeek":
      return { from: iso(shift(monday, -7)), to: iso(shift(monday, -1)) };
    case "thisMonth":
      return {
        from: iso(new Date(day.getFullYear(), day.getMonth(), 1)),
        to: iso(new Date(day.getFullYear(), day.getMonth() + 1, 0)),
      };
    case "lastMonth":
      return {
        from: iso(new Date(day.getFullYear(), day.getMonth() - 1, 1)),
        to: iso(new Date(day.getFullYear(), day.getMonth(), 0)),
      };
    case "thisYear":
      return { from: `${day.getFullYear()}-01-01`, to: `${day.getFullYear()}-12-31` };
  }
}

/** The day after `day` (YYYY-MM-DD): the exclusive end of a range that includes `day`. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
