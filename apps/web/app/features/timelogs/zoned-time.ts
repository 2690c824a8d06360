/**
 * Days and times of day in a named time zone (the company's, in which the
 * server cuts days), with the platform's Intl data only.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs more than using it a thousand times. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's calendar day (yyyy-mm-dd) and minutes after midnight of an instant. */
export function zonedParts(instant: Date | string, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant)))
    parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(time: number, timeZone: string): number {
  const { day, minutes, seconds } = zonedParts(new Date(time), timeZone);
  const [year, month, date] = day.split("-").map(Number);
  const wall = Date.UTC(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, seconds);
  return wall - Math.floor(time / 1000) * 1000;
}

/**
 * The instant at which the zone's clock shows `minutes` after midnight of
 * `day` (yyyy-mm-dd); in a spring-forward gap the later side. Null for a day
 * that does not exist.
 */
export function zonedInstant(day: string, minutes: number, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, date);
  wall.setUTCHours(Math.floor(minutes / 60), minutes % 60, 0, 0);
  if (
    year < 1 ||
    wall.getUTCFullYear() !== year ||
    wall.getUTCMonth() !== month - 1 ||
    wall.getUTCDate() !== date
  )
    return null;
  // The offset at the first guess, then again at the result (a change of offset between them).
  const first = wall.getTime() - offsetAt(wall.getTime(), timeZone);
  const second = wall.getTime() - offsetAt(first, timeZone);
  return new Date(second).toISOString();
}

/** Today in the zone as yyyy-mm-dd. */
export const zonedToday = (timeZone: string, now = new Date()) => zonedParts(now, timeZone).day;

const two = (value: number) => String(value).padStart(2, "0");

/** An instant as the value of a `datetime-local` input showing the zone's wall clock. */
export function toZonedInput(instant: string | null, timeZone: string): string {
  if (!instant) return "";
  const { day, minutes } = zonedParts(instant, timeZone);
  return `${day}T${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** The instant a `datetime-local` value names on the zone's wall clock; null when unreadable. */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return null;
  return zonedInstant(match[1], hours * 60 + minutes, timeZone);
}
