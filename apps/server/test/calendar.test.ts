import { describe, expect, it } from "vitest";
import { addDays, addMonths, startOfDayIn, wallClockIn } from "../src/calendar.ts";

/** The wall clock as Intl writes it, the slow and sure way. */
function expected(timeZone: string, instant: Date) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value;
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}`;
}

describe("wallClockIn", () => {
  it.each([
    ["Europe/Berlin", "2026-03-29T00:00:00Z"],
    ["Europe/Berlin", "2026-10-25T00:00:00Z"],
    ["America/New_York", "2026-03-08T05:00:00Z"],
    ["America/New_York", "2026-11-01T04:00:00Z"],
    // Half-hour switches, and a switch away from a whole hour in UTC.
    ["Australia/Lord_Howe", "2026-04-04T13:00:00Z"],
    ["Australia/Lord_Howe", "2026-10-03T14:00:00Z"],
    ["Asia/Kathmandu", "1985-12-31T17:00:00Z"],
    ["UTC", "2026-01-01T00:00:00Z"],
  ])("matches Intl in %s around %s", (timeZone, around) => {
    const local = wallClockIn(timeZone);
    const from = Date.parse(around) - 3 * 3_600_000;
    for (let time = from; time < from + 9 * 3_600_000; time += 7 * 60_000 + 13_000) {
      const instant = new Date(time);
      expect(local(instant).toISOString().slice(0, 19)).toBe(expected(timeZone, instant));
    }
  });
});

describe("day arithmetic at the ends of the calendar", () => {
  it("stops at 9999-12-31 and 0001-01-01 instead of writing expanded years", () => {
    expect(addDays("9999-12-31", 1)).toBe("9999-12-31");
    expect(addDays("9999-12-20", 14)).toBe("9999-12-31");
    expect(addMonths("9999-12-15", 1)).toBe("9999-12-31");
    expect(addDays("0001-01-01", -1)).toBe("0001-01-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    // Years below 100 stay themselves (Date.UTC would read them as 1900–1999).
    expect(addDays("0050-03-01", -1)).toBe("0050-02-28");
    // The first day east of UTC would begin in year 0, which PostgreSQL does not read.
    expect(startOfDayIn("0001-01-01", "Europe/Berlin").toISOString()).toBe(
      "0001-01-01T00:00:00.000Z",
    );
    expect(startOfDayIn("2026-03-02", "Europe/Berlin").toISOString()).toBe(
      "2026-03-01T23:00:00.000Z",
    );
  });
});
