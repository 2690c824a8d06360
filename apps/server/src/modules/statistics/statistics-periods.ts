import { addDays, addMonths, isoWeekKey, mondayOf, startOfDayIn } from "../../calendar.ts";

/** A grouping by time. */
export type PeriodGrouping = "day" | "week" | "month";

/** The key of the period a day falls in: the day, its ISO week ("YYYY-Www"), its month ("YYYY-MM"). */
const periodKey = (day: string, groupBy: PeriodGrouping) =>
  groupBy === "day" ? day : groupBy === "week" ? isoWeekKey(day) : day.slice(0, 7);

/** The periods of a range: their keys, first days and the instants they begin. */
export interface Periods {
  keys: string[];
  days: string[];
  starts: Date[];
}

/**
 * Every period of the range, once and in order (the rows of a time grouping, zero when
 * empty), with the day and the instant each begins in the company's time zone, DST included.
 */
export function periodsOf(
  from: string,
  to: string,
  groupBy: PeriodGrouping,
  timezone: string,
): Periods {
  const keys: string[] = [];
  const days: string[] = [];
  const starts: Date[] = [];
  // From the range's first day to each next period's first day (a Monday, the 1st of a month).
  for (let day = from; day <= to; ) {
    const key = periodKey(day, groupBy);
    keys.push(key);
    days.push(day);
    starts.push(startOfDayIn(day, timezone));
    const next =
      groupBy === "day"
        ? addDays(day, 1)
        : groupBy === "week"
          ? addDays(mondayOf(day), 7)
          : addMonths(`${day.slice(0, 7)}-01`, 1);
    // The calendar ends on 9999-12-31 and its arithmetic stops there: the period after the
    // last one comes back as 9999-12-31 itself, a day of the same period (or the same day).
    // The last period is then complete: it would otherwise be a row twice.
    if (next <= day || periodKey(next, groupBy) === key) break;
    day = next;
  }
  return { keys, days, starts };
}
