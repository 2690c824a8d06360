import type { Rounding } from "@tempus/contract";
import { describe, expect, it } from "vitest";
import {
  distributeDay,
  parseRoundingCode,
  roundBilledSeconds,
  roundingCode,
  roundingFor,
} from "../../../src/modules/pricing/billing-rounding.ts";

/** mm:ss (or h:mm:ss) as seconds, so the tables read as a clock does. */
const at = (clock: string) =>
  clock
    .split(":")
    .map(Number)
    .reduce((sum, part) => sum * 60 + part, 0);

const rule = (
  mode: Rounding["mode"],
  intervalMinutes: number,
  minimumMinutes = 0,
  scope: Rounding["scope"] = "log",
): Rounding => ({ mode, intervalMinutes, scope, minimumMinutes });

describe("rounding worked time to billed time", () => {
  // [mode, interval, minimum, worked, billed]
  const table: [Rounding["mode"], number, number, string, string][] = [
    // Up: an exact quarter stays (solidtime#994 added a quarter to it), one second over takes the next.
    ["up", 15, 0, "15:00", "15:00"],
    ["up", 15, 0, "15:01", "30:00"],
    ["up", 15, 0, "14:59", "15:00"],
    ["up", 15, 0, "0:01", "15:00"],
    ["up", 15, 0, "1:00:00", "1:00:00"],
    ["up", 15, 0, "1:00:01", "1:15:00"],
    ["up", 15, 0, "0:38", "15:00"],
    ["up", 1, 0, "0:38", "1:00"],
    ["up", 1, 0, "2:00", "2:00"],
    ["up", 5, 0, "5:00", "5:00"],
    ["up", 5, 0, "5:01", "10:00"],
    ["up", 6, 0, "6:00", "6:00"],
    ["up", 6, 0, "6:01", "12:00"],
    ["up", 10, 0, "10:00", "10:00"],
    ["up", 10, 0, "10:01", "20:00"],
    ["up", 30, 0, "30:00", "30:00"],
    ["up", 30, 0, "30:01", "1:00:00"],
    ["up", 15, 0, "24:00:00", "24:00:00"],
    ["up", 30, 0, "23:59:59", "24:00:00"],
    // Down: to the interval below; an exact multiple stays.
    ["down", 15, 0, "15:00", "15:00"],
    ["down", 15, 0, "15:01", "15:00"],
    ["down", 15, 0, "29:59", "15:00"],
    ["down", 15, 0, "14:59", "0:00"],
    ["down", 6, 0, "17:59", "12:00"],
    ["down", 1, 0, "0:59", "0:00"],
    ["down", 30, 0, "1:29:59", "1:00:00"],
    // Nearest: a half rounds up, below a half down.
    ["nearest", 15, 0, "15:00", "15:00"],
    ["nearest", 15, 0, "15:01", "15:00"],
    ["nearest", 15, 0, "22:29", "15:00"],
    ["nearest", 15, 0, "22:30", "30:00"],
    ["nearest", 15, 0, "7:29", "0:00"],
    ["nearest", 15, 0, "7:30", "15:00"],
    ["nearest", 1, 0, "0:29", "0:00"],
    ["nearest", 1, 0, "0:30", "1:00"],
    ["nearest", 5, 0, "2:30", "5:00"],
    ["nearest", 6, 0, "3:00", "6:00"],
    ["nearest", 6, 0, "2:59", "0:00"],
    ["nearest", 10, 0, "14:59", "10:00"],
    ["nearest", 30, 0, "45:00", "1:00:00"],
    // The minimum applies after rounding, and to anything worked.
    ["up", 15, 30, "0:01", "30:00"],
    ["up", 15, 30, "15:01", "30:00"],
    ["up", 15, 30, "30:01", "45:00"],
    ["down", 15, 30, "14:59", "30:00"],
    ["down", 15, 30, "44:59", "30:00"],
    ["down", 15, 30, "45:00", "45:00"],
    ["nearest", 15, 10, "5:00", "10:00"],
    ["nearest", 15, 10, "7:30", "15:00"],
    ["up", 1, 60, "59:59", "1:00:00"],
    // Nothing worked bills nothing, minimum or not.
    ["up", 15, 0, "0:00", "0:00"],
    ["up", 15, 30, "0:00", "0:00"],
    ["nearest", 30, 60, "0:00", "0:00"],
  ];
  it.each(table)(
    "%s to %i minutes, at least %i: %s bills %s",
    (mode, interval, minimum, worked, billed) => {
      expect(roundBilledSeconds(rule(mode, interval, minimum), at(worked))).toBe(at(billed));
    },
  );

  it("never changes the worked seconds it is given, and an exact multiple stays in every mode", () => {
    for (const mode of ["up", "down", "nearest"] as const)
      for (const interval of [1, 5, 6, 10, 15, 30])
        for (const multiple of [1, 2, 3, 7])
          expect(roundBilledSeconds(rule(mode, interval), multiple * interval * 60)).toBe(
            multiple * interval * 60,
          );
  });
});

describe("sharing a day's rounding out among its logs", () => {
  const day = (mode: Rounding["mode"], interval: number, minimum = 0) =>
    rule(mode, interval, minimum, "day");
  const share = (
    rounding: Rounding,
    logs: { id: number; seconds: number; frozenBilled?: number }[],
  ) => Object.fromEntries(distributeDay(rounding, logs));

  // [rounding, worked seconds of the day's logs, billed seconds of each]
  const table: [string, Rounding, number[], number[]][] = [
    ["one log: rounded as it is", day("up", 15), [at("10:01")], [at("15:00")]],
    [
      "an exact quarter in two logs stays",
      day("up", 15),
      [at("10:00"), at("5:00")],
      [at("10:00"), at("5:00")],
    ],
    [
      "two 10-minute logs: the day bills 30 minutes, 15 each",
      day("up", 15),
      [at("10:00"), at("10:00")],
      [at("15:00"), at("15:00")],
    ],
    [
      "three 5-minute logs bill one quarter, 5 each",
      day("up", 15),
      [300, 300, 300],
      [300, 300, 300],
    ],
    [
      "in proportion, the second left over to the largest remainder",
      day("up", 15),
      [at("20:00"), at("3:00")],
      [1565, 235],
    ],
    ["a tie goes to the earlier log", day("up", 1), [30, 30, 30], [40, 40, 40]],
    ["the remainder to the earlier of equal logs", day("up", 5), [100, 100, 100], [100, 100, 100]],
    [
      "one second over the day's quarter: 30 minutes in proportion",
      day("up", 15),
      [at("10:00"), at("5:01")],
      [1199, 601],
    ],
    [
      "down: the day loses what is over the quarter",
      day("down", 15),
      [at("10:00"), at("10:00")],
      [at("7:30"), at("7:30")],
    ],
    ["down below the interval: nothing", day("down", 15), [at("10:00"), at("3:00")], [0, 0]],
    ["nearest, half up", day("nearest", 15), [at("5:00"), at("2:30")], [at("10:00"), at("5:00")]],
    [
      "the minimum applies to the day, not to each log",
      day("up", 15, 60),
      [at("10:00"), at("10:00")],
      [at("30:00"), at("30:00")],
    ],
    ["a day of zero-length logs bills nothing", day("up", 15, 30), [0, 0], [0, 0]],
  ];
  it.each(table)("%s", (_name, rounding, worked, billed) => {
    const logs = worked.map((seconds, index) => ({ id: index + 1, seconds }));
    const result = share(rounding, logs);
    expect(worked.map((_seconds, index) => result[index + 1])).toEqual(billed);
    const total = billed.reduce((sum, seconds) => sum + seconds, 0);
    expect(total).toBe(
      roundBilledSeconds(
        rounding,
        worked.reduce((sum, s) => sum + s, 0),
      ),
    );
  });

  it("leaves a frozen (invoiced or locked) log as it bills and shares the rest among the others", () => {
    expect(
      share(day("up", 15), [
        { id: 1, seconds: at("10:00"), frozenBilled: at("15:00") },
        { id: 2, seconds: at("3:00") },
      ]),
    ).toEqual({ 2: 0 });
    expect(
      share(day("up", 15), [
        { id: 1, seconds: at("10:00"), frozenBilled: at("10:00") },
        { id: 2, seconds: at("3:00") },
        { id: 3, seconds: at("3:00") },
      ]),
    ).toEqual({ 2: at("10:00"), 3: at("10:00") });
    expect(share(day("up", 15), [{ id: 1, seconds: 600, frozenBilled: 900 }])).toEqual({});
  });

  it("gives a day whose free logs worked nothing what is left to its first free log", () => {
    expect(
      share(day("up", 15, 30), [
        { id: 1, seconds: 60, frozenBilled: 60 },
        { id: 2, seconds: 0 },
        { id: 3, seconds: 0 },
      ]),
    ).toEqual({ 2: at("29:00"), 3: 0 });
  });
});

describe("which rule rounds a log", () => {
  const company = { ...rule("up", 15), debtorId: null, projectId: null };
  const debtor = { ...rule("up", 6), debtorId: 7, projectId: null };
  const project = { ...rule("down", 30), debtorId: null, projectId: 3 };
  it.each([
    [
      "the project's over its debtor's and the company's",
      [company, debtor, project],
      3,
      7,
      project,
    ],
    ["the debtor's over the company's", [company, debtor, project], 4, 7, debtor],
    ["the company's for another debtor", [company, debtor, project], 4, 8, company],
    ["the company's for a project without debtor", [company, debtor], 4, null, company],
    ["none without rules", [], 3, 7, null],
    ["none when only others' rules exist", [debtor, project], 4, 8, null],
  ] as const)("%s", (_name, rules, projectId, debtorId, expected) => {
    expect(roundingFor(rules, projectId, debtorId)).toBe(expected);
  });

  it("writes the rounding on the log and reads it back", () => {
    expect(roundingCode(rule("nearest", 6, 30, "day"))).toBe("nearest:6:day:30");
    expect(parseRoundingCode("nearest:6:day:30")).toEqual(rule("nearest", 6, 30, "day"));
    expect(roundingCode(null)).toBeNull();
    expect(parseRoundingCode(null)).toBeNull();
    expect(parseRoundingCode("sideways:6:day:0")).toBeNull();
  });
});
