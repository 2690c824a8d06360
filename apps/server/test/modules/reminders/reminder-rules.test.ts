import { BUILT_IN_REMINDER_DEFAULTS, type ReminderDefaults } from "@tempus/contract";
import { describe, expect, it } from "vitest";
import {
  forgottenTimer,
  isoWeekday,
  shortDay,
  shortDayMailsDue,
  suggestedEnd,
  yesterdayIn,
} from "../../../src/modules/reminders/reminder-rules.ts";

const BERLIN = "Europe/Berlin";
const settings = (changes: Partial<ReminderDefaults> = {}): ReminderDefaults => ({
  ...BUILT_IN_REMINDER_DEFAULTS,
  ...changes,
});
const at = (iso: string) => new Date(iso);
const joined = at("2026-01-01T00:00:00Z");

describe("days in the company's zone", () => {
  it.each([
    // [now, zone, yesterday, from, to]
    [
      "2026-03-30T06:00:00Z",
      BERLIN,
      "2026-03-29",
      "2026-03-28T23:00:00.000Z",
      "2026-03-29T22:00:00.000Z",
    ],
    [
      "2026-10-26T06:00:00Z",
      BERLIN,
      "2026-10-25",
      "2026-10-24T22:00:00.000Z",
      "2026-10-25T23:00:00.000Z",
    ],
    [
      "2026-06-02T21:59:00Z",
      BERLIN,
      "2026-06-01",
      "2026-05-31T22:00:00.000Z",
      "2026-06-01T22:00:00.000Z",
    ],
    [
      "2026-06-02T22:00:00Z",
      BERLIN,
      "2026-06-02",
      "2026-06-01T22:00:00.000Z",
      "2026-06-02T22:00:00.000Z",
    ],
    [
      "2026-06-02T03:00:00Z",
      "America/New_York",
      "2026-05-31",
      "2026-05-31T04:00:00.000Z",
      "2026-06-01T04:00:00.000Z",
    ],
    [
      "2026-06-02T03:00:00Z",
      "Pacific/Kiritimati",
      "2026-06-01",
      "2026-05-31T10:00:00.000Z",
      "2026-06-01T10:00:00.000Z",
    ],
  ])("at %s in %s, yesterday is %s (%s to %s)", (now, zone, day, from, to) => {
    const yesterday = yesterdayIn(zone, at(now));
    expect([yesterday.day, yesterday.from.toISOString(), yesterday.to.toISOString()]).toEqual([
      day,
      from,
      to,
    ]);
  });

  it.each([
    ["2026-03-02", 1],
    ["2026-03-07", 6],
    ["2026-03-08", 7],
    ["2026-03-29", 7],
  ])("%s is ISO weekday %i", (day, weekday) => {
    expect(isoWeekday(day)).toBe(weekday);
  });

  it.each([
    // Berlin in winter is UTC+1, in summer UTC+2; the spring-forward morning has no 02:00.
    ["2026-03-03T05:59:00Z", BERLIN, false],
    ["2026-03-03T06:00:00Z", BERLIN, true],
    ["2026-03-29T04:59:00Z", BERLIN, false],
    ["2026-03-29T05:00:00Z", BERLIN, true],
    ["2026-10-25T05:59:00Z", BERLIN, false],
    ["2026-10-25T06:00:00Z", BERLIN, true],
    ["2026-03-03T23:30:00Z", BERLIN, false],
    ["2026-03-03T11:00:00Z", "America/New_York", false],
    ["2026-03-03T12:00:00Z", "America/New_York", true],
  ])("at %s in %s, the short days' mails are due: %s", (now, zone, due) => {
    expect(shortDayMailsDue(zone, at(now))).toBe(due);
  });
});

describe("a short day", () => {
  const monday = { day: "2026-03-02", from: at("2026-03-01T23:00:00Z") };
  const sunday = { day: "2026-03-29", from: at("2026-03-28T23:00:00Z") };
  it.each([
    [
      "less than the target on a working day",
      settings(),
      monday,
      5 * 3600,
      { day: "2026-03-02", trackedSeconds: 18_000, targetSeconds: 28_800 },
    ],
    [
      "nothing tracked",
      settings(),
      monday,
      0,
      { day: "2026-03-02", trackedSeconds: 0, targetSeconds: 28_800 },
    ],
    [
      "one second short",
      settings(),
      monday,
      28_799,
      { day: "2026-03-02", trackedSeconds: 28_799, targetSeconds: 28_800 },
    ],
    ["exactly the target", settings(), monday, 28_800, null],
    ["more than the target", settings(), monday, 30_000, null],
    ["a Sunday, not a working day", settings(), sunday, 0, null],
    [
      "the 23-hour Sunday as a working day",
      settings({ working_days: [7] }),
      sunday,
      3600,
      { day: "2026-03-29", trackedSeconds: 3600, targetSeconds: 28_800 },
    ],
    [
      "Monday not among the working days",
      settings({ working_days: [2, 3, 4, 5, 6] }),
      monday,
      0,
      null,
    ],
    ["no target", settings({ daily_target_minutes: 0 }), monday, 0, null],
    ["reminders off", settings({ reminders_enabled: false }), monday, 0, null],
    [
      "a target of 90 minutes",
      settings({ daily_target_minutes: 90 }),
      monday,
      5399,
      { day: "2026-03-02", trackedSeconds: 5399, targetSeconds: 5400 },
    ],
  ])("%s", (_name, values, yesterday, tracked, expected) => {
    expect(shortDay(values, yesterday, { dateJoined: joined, trackedSeconds: tracked })).toEqual(
      expected,
    );
  });

  it("is not one for a user who joined during it or after", () => {
    const during = { dateJoined: at("2026-03-02T08:00:00Z"), trackedSeconds: 0 };
    const atItsStart = { dateJoined: monday.from, trackedSeconds: 0 };
    const before = { dateJoined: at("2026-03-01T22:59:59Z"), trackedSeconds: 0 };
    expect(shortDay(settings(), monday, during)).toBeNull();
    expect(shortDay(settings(), monday, atItsStart)).toBeNull();
    expect(shortDay(settings(), monday, before)).not.toBeNull();
  });
});

describe("a forgotten timer", () => {
  it.each([
    // [name, settings, start, now, expected]
    [
      "within the limit on its day",
      settings(),
      "2026-03-02T08:00:00Z",
      "2026-03-02T17:59:59Z",
      null,
    ],
    [
      "at the limit",
      settings(),
      "2026-03-02T08:00:00Z",
      "2026-03-02T18:00:00Z",
      { overLimit: true, crossedMidnight: false, suggestedEnd: "2026-03-02T16:00:00.000Z" },
    ],
    [
      "over midnight before the limit",
      settings(),
      "2026-03-02T21:00:00Z",
      "2026-03-02T23:00:00Z",
      { overLimit: false, crossedMidnight: true, suggestedEnd: "2026-03-02T23:00:00.000Z" },
    ],
    [
      "one minute before midnight",
      settings(),
      "2026-03-02T21:00:00Z",
      "2026-03-02T22:59:00Z",
      null,
    ],
    [
      "over midnight and the limit",
      settings(),
      "2026-03-02T07:30:00Z",
      "2026-03-03T06:00:00Z",
      { overLimit: true, crossedMidnight: true, suggestedEnd: "2026-03-02T15:30:00.000Z" },
    ],
    [
      "a lower limit",
      settings({ timer_limit_hours: 2 }),
      "2026-03-02T08:00:00Z",
      "2026-03-02T10:00:00Z",
      { overLimit: true, crossedMidnight: false, suggestedEnd: "2026-03-02T10:00:00.000Z" },
    ],
    [
      "reminders off",
      settings({ reminders_enabled: false }),
      "2026-03-02T07:30:00Z",
      "2026-03-03T06:00:00Z",
      null,
    ],
    // Working days do not matter: a timer left running on a Sunday is still left running.
    [
      "on a Sunday",
      settings(),
      "2026-03-29T07:00:00Z",
      "2026-03-29T17:00:00Z",
      { overLimit: true, crossedMidnight: false, suggestedEnd: "2026-03-29T15:00:00.000Z" },
    ],
    // UTC midnight is not the company's: 23:30 UTC is already the next day in Berlin.
    [
      "across UTC's midnight only",
      settings(),
      "2026-03-02T23:10:00Z",
      "2026-03-03T01:00:00Z",
      null,
    ],
  ])("%s", (_name, values, start, now, expected) => {
    const timer = forgottenTimer(values, BERLIN, at(start), at(now));
    expect(timer && { ...timer, suggestedEnd: timer.suggestedEnd.toISOString() }).toEqual(expected);
  });
});

describe("the proposed end", () => {
  it.each([
    [
      "the target after the start",
      settings(),
      "2026-03-02T08:00:00Z",
      "2026-03-03T08:00:00Z",
      "2026-03-02T16:00:00.000Z",
    ],
    [
      "whole minutes",
      settings(),
      "2026-03-02T08:00:42Z",
      "2026-03-03T08:00:00Z",
      "2026-03-02T16:00:00.000Z",
    ],
    [
      "the limit without a target",
      settings({ daily_target_minutes: 0 }),
      "2026-03-02T08:00:00Z",
      "2026-03-03T08:00:00Z",
      "2026-03-02T18:00:00.000Z",
    ],
    [
      "not past the midnight ending its day",
      settings(),
      "2026-03-02T19:00:00Z",
      "2026-03-03T08:00:00Z",
      "2026-03-02T23:00:00.000Z",
    ],
    [
      "midnight on the day clocks go forward",
      settings(),
      "2026-03-29T18:00:00Z",
      "2026-03-30T08:00:00Z",
      "2026-03-29T22:00:00.000Z",
    ],
    [
      "midnight on the day clocks go back",
      settings(),
      "2026-10-25T20:00:00Z",
      "2026-10-26T08:00:00Z",
      "2026-10-25T23:00:00.000Z",
    ],
    [
      "not after now",
      settings(),
      "2026-03-02T08:00:00Z",
      "2026-03-02T09:30:30Z",
      "2026-03-02T09:30:00.000Z",
    ],
    [
      "not before the start",
      settings(),
      "2026-03-02T08:00:30Z",
      "2026-03-02T08:00:50Z",
      "2026-03-02T08:00:30.000Z",
    ],
    [
      "at most 24 hours (a 25-hour day)",
      settings({ daily_target_minutes: 1440 }),
      "2026-10-24T22:00:00Z",
      "2026-10-27T08:00:00Z",
      "2026-10-25T22:00:00.000Z",
    ],
  ])("%s", (_name, values, start, now, expected) => {
    expect(suggestedEnd(values, BERLIN, at(start), at(now)).toISOString()).toBe(expected);
  });
});
