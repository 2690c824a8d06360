import { describe, expect, it } from "vitest";
import { addDays, isDay, weekDays, weekStart } from "../../../app/features/week-grid/week.ts";

describe("the grid's week", () => {
  it.each([
    ["a Monday is its own week's start", "2026-11-23", "2026-11-23"],
    ["a Wednesday goes back to Monday", "2026-11-25", "2026-11-23"],
    ["a Sunday is the week's last day", "2026-11-29", "2026-11-23"],
    ["across a month", "2026-12-02", "2026-11-30"],
    ["across a year", "2027-01-01", "2026-12-28"],
    ["a leap day", "2028-02-29", "2028-02-28"],
  ])("starts on Monday: %s", (_name, day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });

  it("has seven days from Monday, across the months", () => {
    expect(weekDays("2026-11-30")).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
  });

  it("counts days forward and back, whatever the clocks do on them", () => {
    // Berlin's clocks go back on 2026-10-25: a day is still a day.
    expect(addDays("2026-10-19", 7)).toBe("2026-10-26");
    expect(addDays("2026-03-30", -7)).toBe("2026-03-23");
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
  });

  it("takes only days that exist", () => {
    expect(isDay("2026-11-23")).toBe(true);
    for (const text of ["", "2026-02-30", "2026-13-01", "0000-01-01", "23.11.2026", "2026-1-5"])
      expect(isDay(text), text).toBe(false);
  });
});
