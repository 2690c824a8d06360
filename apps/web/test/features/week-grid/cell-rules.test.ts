import type { TimeLog } from "@tempus/contract";
import { describe, expect, it } from "vitest";
import {
  type CellEntry,
  cellLock,
  newLogStart,
  planCell,
  readCell,
} from "../../../app/features/week-grid/cell-rules.ts";
import type { GridCell } from "../../../app/features/week-grid/grid.ts";
import { timeLog } from "../timelogs/fixtures.ts";

const time = (minutes: number): CellEntry => ({ kind: "time", seconds: minutes * 60 });

describe("what is typed into a cell", () => {
  it.each([
    // Decimal hours, with either mark, and whole hours.
    ["1,5", time(90)],
    ["1.5", time(90)],
    ["0,25", time(15)],
    [",5", time(30)],
    [".75", time(45)],
    ["8", time(480)],
    ["7,5", time(450)],
    ["1,33", time(80)],
    // Hours and minutes.
    ["1:30", time(90)],
    ["0:45", time(45)],
    ["10:05", time(605)],
    // Units.
    ["90m", time(90)],
    ["90 min", time(90)],
    ["2h", time(120)],
    ["1,5h", time(90)],
    ["2h 15m", time(135)],
    ["2h15m", time(135)],
    ["1h30", time(90)],
    ["45m", time(45)],
    // Spaces around it.
    ["  1:30 ", time(90)],
    // A whole day is the longest a cell takes.
    ["24", time(1440)],
    ["24:00", time(1440)],
  ])("reads %j", (text, entry) => {
    expect(readCell(text)).toEqual(entry);
  });

  it.each(["", "   ", "0", "0:00", "0h", "0m", ",0"])("reads %j as no time", (text) => {
    expect(readCell(text)).toEqual({ kind: "clear" });
  });

  it.each([
    "abc",
    "1:75",
    "1:5",
    "-1",
    "25",
    "24:01",
    "1500m",
    "1,5,5",
    "1..5",
    "h",
    "1.5x",
    "9-17",
    "ein",
  ])("refuses %j", (text) => {
    expect(readCell(text)).toEqual({ kind: "invalid" });
  });
});

const cell = (day: string, logs: TimeLog[]): GridCell => ({
  day,
  logs,
  seconds: logs.reduce((sum, log) => sum + log.duration_seconds, 0),
});

describe("a cell that cannot be changed", () => {
  const open = cell("2026-11-24", [timeLog({ start: "2026-11-24T08:00:00Z" })]);

  it("is one in the locked period (its last day too), with or without logs", () => {
    expect(cellLock(cell("2026-11-24", []), "2026-11-24")).toBe("locked");
    expect(cellLock(open, "2026-11-30")).toBe("locked");
    expect(cellLock(open, "2026-11-23")).toBeNull();
    expect(cellLock(open, null)).toBeNull();
  });

  it("is one that holds an invoiced log or the running timer", () => {
    const invoiced = cell("2026-11-24", [timeLog({ id: 1 }), timeLog({ id: 2, invoice: 7 })]);
    expect(cellLock(invoiced, null)).toBe("invoiced");
    const running = cell("2026-11-24", [
      timeLog({ id: 3, end: null, is_running: true, duration_seconds: 600 }),
    ]);
    expect(cellLock(running, null)).toBe("running");
  });
});

describe("where a new log of a day starts", () => {
  const zone = "Europe/Berlin";

  it("is 09:00 on the company's clock on an empty day (summer and winter time)", () => {
    expect(newLogStart("2026-11-24", [], zone)).toBe("2026-11-24T08:00:00.000Z");
    expect(newLogStart("2026-07-14", [], zone)).toBe("2026-07-14T07:00:00.000Z");
    expect(newLogStart("2026-11-24", [], "America/New_York")).toBe("2026-11-24T14:00:00.000Z");
  });

  it("is right after the day's last log when that ends later", () => {
    const logs = [
      timeLog({ id: 1, start: "2026-11-24T08:00:00Z", end: "2026-11-24T11:30:00Z" }),
      timeLog({ id: 2, start: "2026-11-24T06:00:00Z", end: "2026-11-24T07:00:00Z" }),
    ];
    expect(newLogStart("2026-11-24", logs, zone)).toBe("2026-11-24T11:30:00.000Z");
  });

  it("is 09:00 when the day's logs end before it, or only after midnight", () => {
    const early = [timeLog({ start: "2026-11-24T05:00:00Z", end: "2026-11-24T06:00:00Z" })];
    expect(newLogStart("2026-11-24", early, zone)).toBe("2026-11-24T08:00:00.000Z");
    // 22:00 to 01:00 in Berlin: after its end is the next day.
    const night = [timeLog({ start: "2026-11-24T21:00:00Z", end: "2026-11-25T00:00:00Z" })];
    expect(newLogStart("2026-11-24", night, zone)).toBe("2026-11-24T08:00:00.000Z");
  });

  it("leaves the running timer out (it has no end yet)", () => {
    const running = [timeLog({ start: "2026-11-24T10:00:00Z", end: null, is_running: true })];
    expect(newLogStart("2026-11-24", running, zone)).toBe("2026-11-24T08:00:00.000Z");
  });
});

describe("the change a cell's new time makes", () => {
  const zone = "Europe/Berlin";
  const row = { project: 1, activity: 3 };
  const day = "2026-11-24";
  const first = timeLog({
    id: 11,
    start: "2026-11-24T08:00:00Z",
    end: "2026-11-24T09:00:00Z",
    duration_seconds: 3600,
  });
  const second = timeLog({
    id: 12,
    start: "2026-11-24T13:00:00Z",
    end: "2026-11-24T13:30:00Z",
    duration_seconds: 1800,
  });
  const plan = (logs: TimeLog[], minutes: number, dayLogs = logs) =>
    planCell({ row, cell: cell(day, logs), seconds: minutes * 60, dayLogs, timeZone: zone });

  it("adds a log to an empty cell, as long as typed, from 09:00", () => {
    expect(plan([], 90)).toEqual({
      kind: "create",
      body: {
        project: 1,
        activity: 3,
        start: "2026-11-24T08:00:00.000Z",
        end: "2026-11-24T09:30:00.000Z",
      },
    });
  });

  it("starts it after the day's last log of another row", () => {
    const other = timeLog({
      project: 2,
      start: "2026-11-24T08:00:00Z",
      end: "2026-11-24T12:15:00Z",
    });
    expect(plan([], 60, [other])).toMatchObject({
      kind: "create",
      body: { start: "2026-11-24T12:15:00.000Z", end: "2026-11-24T13:15:00.000Z" },
    });
  });

  it("moves the end of the cell's one log, its start staying", () => {
    expect(plan([first], 150)).toEqual({ kind: "update", id: 11, end: "2026-11-24T10:30:00.000Z" });
    expect(plan([first], 15)).toEqual({ kind: "update", id: 11, end: "2026-11-24T08:15:00.000Z" });
  });

  it("adds to or takes from the last of several logs", () => {
    // 1:30 in the cell; 2:00 typed: the last log gets half an hour more.
    expect(plan([first, second], 120)).toEqual({
      kind: "update",
      id: 12,
      end: "2026-11-24T14:00:00.000Z",
    });
    // 1:10 typed: twenty minutes off the last log.
    expect(plan([second, first], 70)).toEqual({
      kind: "update",
      id: 12,
      end: "2026-11-24T13:10:00.000Z",
    });
  });

  it("changes nothing when the last log would be left with no time", () => {
    expect(plan([first, second], 60)).toEqual({ kind: "too-short", lastSeconds: 1800 });
    expect(plan([first, second], 30)).toEqual({ kind: "too-short", lastSeconds: 1800 });
  });

  it("deletes every log of the cell when it is cleared", () => {
    expect(plan([first, second], 0)).toEqual({ kind: "delete", ids: [11, 12] });
  });

  it("does nothing when the time is what the cell has", () => {
    expect(plan([first, second], 90)).toEqual({ kind: "nothing" });
    expect(plan([], 0)).toEqual({ kind: "nothing" });
  });

  it("keeps the seconds of a timer's log when minutes are typed over it", () => {
    const timed = timeLog({
      id: 13,
      start: "2026-11-24T08:00:07Z",
      end: "2026-11-24T08:44:52Z",
      duration_seconds: 2685,
    });
    expect(plan([timed], 45)).toEqual({ kind: "update", id: 13, end: "2026-11-24T08:45:07.000Z" });
  });
});
