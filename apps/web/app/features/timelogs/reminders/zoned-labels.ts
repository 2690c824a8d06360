import { formatLocale } from "../../../lib/i18n.ts";
import { asClockTime } from "../time-input.ts";
import { zonedParts } from "../zoned-time.ts";

// Days and times of the reminders as the app shows them: on the company's clock.

/** An instant's time of day in the zone, hh:mm. */
export const zonedClock = (instant: Date | string, timeZone: string) =>
  asClockTime(zonedParts(instant, timeZone).minutes);

/** An instant's day in the zone, "Tuesday, 7 April" in the page's language. */
export function zonedDayLabel(instant: Date | string, timeZone: string, language: string) {
  const { day } = zonedParts(instant, timeZone);
  return new Intl.DateTimeFormat(formatLocale(language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "Tuesday, 7 April, 09:00". */
export const zonedMoment = (instant: Date | string, timeZone: string, language: string) =>
  `${zonedDayLabel(instant, timeZone, language)}, ${zonedClock(instant, timeZone)}`;
