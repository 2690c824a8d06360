import { describe, expect, it } from "vitest";
import {
  asClockTime,
  entryTimes,
  localInstant,
  parseTimeOfDay,
  parseTypedDuration,
} from "../../app/features/timelogs/time-input.ts";
import { zonedInstant, zonedParts } from "../../app/features/timelogs/zoned-time.ts";

describe("a typed time of day", () => {
  it("reads hours, hours and minutes with or without a separator", () => {
    expect(parseTimeOfDay("9")).toBe(540);
    expect(parseTimeOfDay("09")).toBe(540);
    expect(parseTimeOfDay("17")).toBe(1020);
    expect(parseTimeOfDay("930")).toBe(570);
    expect(parseTimeOfDay("0930")).toBe(570);
    expect(parseTimeOfDay("1730")).toBe(1050);
    expect(parseTimeOfDay("9:30")).toBe(570);
    expect(parseTimeOfDay(" 09:30 ")).toBe(570);
    expect(parseTimeOfDay("9.30")).toBe(570);
    expect(parseTimeOfDay("0")).toBe(0);
    expect(parseTimeOfDay("23:59")).toBe(1439);
  });

  it("is nothing for what is not a time of day", () => {
    for (const text of ["", "24", "960", "2400", "9:60", "9:3", "abc", "-1", "12345", "9:30pm"])
      expect(parseTimeOfDay(text), text).toBeNull();
  });

  it("is shown as hh:mm", () => {
    expect(asClockTime(570)).toBe("09:30");
    expect(asClockTime(0)).toBe("00:00");
  });
});

describe("a typed duration with or without units", () => {
  it("reads h:mm, decimal hours, hours and minutes with units", () => {
    expect(parseTypedDuration("1:30")).toBe(90);
    expect(parseTypedDuration("1.5")).toBe(90);
    expect(parseTypedDuration("1,5")).toBe(90);
    expect(parseTypedDuration("1.5h")).toBe(90);
    expect(parseTypedDuration("1,5 h")).toBe(90);
    expect(parseTypedDuration("2h")).toBe(120);
    expect(parseTypedDuration("90m")).toBe(90);
    expect(parseTypedDuration("90 min")).toBe(90);
    expect(parseTypedDuration("1h 30m")).toBe(90);
    expect(parseTypedDuration("1h30")).toBe(90);
    expect(parseTypedDuration("1H30M")).toBe(90);
    expect(parseTypedDuration("24h")).toBe(1440);
  });

  it("is nothing for what is not a duration or lasts more than a day", () => {
    for (const text of ["", "h", "m", "1.5x", "25h", "1441m", "1:60", "abc", "-1h", "1h 30x"])
      expect(parseTypedDuration(text), text).toBeNull();
  });
});

describe("a manual entry's times", () => {
  const at = (date: string, time: string) => new Date(`${date}T${time}`).toISOString();

  it("starts on the date at the typed time and ends at the end or after the duration", () => {
    expect(entryTimes({ date: "2026-11-23", start: "9", end: "1030", duration: "" })).toEqual({
      ok: true,
      start: at("2026-11-23", "09:00"),
      end: at("2026-11-23", "10:30"),
    });
    expect(entryTimes({ date: "2026-11-23", start: "930", end: "", duration: "90m" })).toEqual({
      ok: true,
      start: at("2026-11-23", "09:30"),
      end: at("2026-11-23", "11:00"),
    });
    // The end wins over a duration.
    expect(entryTimes({ date: "2026-11-23", start: "9", end: "10", duration: "3h" })).toEqual({
      ok: true,
      start: at("2026-11-23", "09:00"),
      end: at("2026-11-23", "10:00"),
    });
  });

  it("ends on the next day when the end is before the start", () => {
    expect(entryTimes({ date: "2026-11-23", start: "22", end: "1", duration: "" })).toEqual({
      ok: true,
      start: at("2026-11-23", "22:00"),
      end: at("2026-11-24", "01:00"),
    });
  });

  it("names each field that cannot be read", () => {
    expect(entryTimes({ date: "2026-13-40", start: "x", end: "25", duration: "" })).toEqual({
      ok: false,
      errors: { date: "invalid", start: "invalid", end: "invalid" },
    });
    expect(entryTimes({ date: "2026-11-23", start: "9", end: "", duration: "" })).toEqual({
      ok: false,
      errors: { end: "invalid" },
    });
    expect(entryTimes({ date: "2026-11-23", start: "9", end: "9:00", duration: "" })).toEqual({
      ok: false,
      errors: { end: "invalid" },
    });
    expect(entryTimes({ date: "2026-11-23", start: "9", end: "", duration: "0m" })).toEqual({
      ok: false,
      errors: { duration: "invalid" },
    });
    expect(entryTimes({ date: "", start: "9", end: "10", duration: "" })).toEqual({
      ok: false,
      errors: { date: "invalid" },
    });
  });

  it("reads a local date and time as an instant", () => {
    expect(localInstant("2026-11-23", 570)).toBe(at("2026-11-23", "09:30"));
    expect(localInstant("23.11.2026", 570)).toBeNull();
  });
});

describe("times in the company's zone", () => {
  it("reads a day and time of day in a named zone, across a change of offset", () => {
    expect(zonedInstant("2026-11-23", 570, "Europe/Berlin")).toBe("2026-11-23T08:30:00.000Z");
    expect(zonedInstant("2026-07-01", 570, "Europe/Berlin")).toBe("2026-07-01T07:30:00.000Z");
    expect(zonedInstant("2026-11-23", 570, "America/New_York")).toBe("2026-11-23T14:30:00.000Z");
    expect(zonedInstant("2026-11-23", 570, "UTC")).toBe("2026-11-23T09:30:00.000Z");
    // 02:30 does not exist in Berlin on 2026-03-29: the later side of the gap.
    expect(zonedInstant("2026-03-29", 150, "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
    expect(zonedInstant("2026-02-30", 0, "UTC")).toBeNull();
  });

  it("tells an instant's day and time of day in the zone", () => {
    expect(zonedParts("2026-11-23T23:30:00Z", "Europe/Berlin")).toEqual({
      day: "2026-11-24",
      minutes: 30,
      seconds: 0,
    });
    expect(zonedParts("2026-11-23T23:30:00Z", "UTC").day).toBe("2026-11-23");
  });

  it("types a manual entry in the zone", () => {
    expect(
      entryTimes({
        date: "2026-11-23",
        start: "9",
        end: "",
        duration: "1.5h",
        timeZone: "Europe/Berlin",
      }),
    ).toEqual({ ok: true, start: "2026-11-23T08:00:00.000Z", end: "2026-11-23T09:30:00.000Z" });
  });
});
