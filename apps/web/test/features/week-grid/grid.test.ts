import { describe, expect, it } from "vitest";
import {
  buildGrid,
  cellOf,
  type RowId,
  rowKey,
  rowsWithTime,
} from "../../../app/features/week-grid/grid.ts";
import { weekDays } from "../../../app/features/week-grid/week.ts";
import { timeLog } from "../timelogs/fixtures.ts";

const NAMES: Record<number, string> = { 1: "Website", 2: "Backoffice", 3: "Design" };
const labelOf = (row: RowId) =>
  [NAMES[row.project], ...(row.activity === null ? [] : [NAMES[row.activity]])].join(" · ");
const days = weekDays("2026-11-23");

describe("the week as rows and days", () => {
  const logs = [
    // Monday 09:00–10:30 in Berlin.
    timeLog({ id: 1, start: "2026-11-23T08:00:00Z", duration_seconds: 5400 }),
    // Monday 23:30 UTC is already Tuesday in Berlin.
    timeLog({ id: 2, start: "2026-11-23T23:30:00Z", duration_seconds: 1800 }),
    timeLog({ id: 3, start: "2026-11-24T10:00:00Z", duration_seconds: 900 }),
    timeLog({
      id: 4,
      project: 1,
      activity: 3,
      start: "2026-11-27T08:00:00Z",
      duration_seconds: 7200,
    }),
    timeLog({ id: 5, project: 2, start: "2026-11-29T08:00:00Z", duration_seconds: 600 }),
    // The week before: not in this week's cells.
    timeLog({
      id: 6,
      project: 2,
      activity: 3,
      start: "2026-11-20T08:00:00Z",
      duration_seconds: 3600,
    }),
  ];
  const grid = buildGrid({
    logs,
    days,
    timeZone: "Europe/Berlin",
    extraRows: [],
    labelOf,
    locale: "en",
  });

  it("has a row per project and activity with time, sorted by name", () => {
    expect(grid.rows.map((row) => [row.key, row.label, row.isEmpty])).toEqual([
      ["2-", "Backoffice", false],
      ["1-", "Website", false],
      ["1-3", "Website · Design", false],
    ]);
  });

  it("adds up each cell on the company's days, each row, each day and the week", () => {
    const website = grid.rows[1];
    expect(website.cells.map((cell) => cell.seconds)).toEqual([5400, 2700, 0, 0, 0, 0, 0]);
    expect(website.cells[1].logs.map((log) => log.id)).toEqual([2, 3]);
    expect(website.seconds).toBe(8100);
    expect(grid.dayTotals).toEqual([5400, 2700, 0, 0, 7200, 0, 600]);
    expect(grid.total).toBe(15900);
  });

  it("keeps rows added by hand in their place by name, empty", () => {
    const withExtra = buildGrid({
      logs,
      days,
      timeZone: "Europe/Berlin",
      extraRows: [
        { project: 2, activity: 3 },
        // Already a row: not twice.
        { project: 1, activity: null },
      ],
      labelOf,
      locale: "en",
    });
    expect(withExtra.rows.map((row) => [row.label, row.isEmpty, row.seconds])).toEqual([
      ["Backoffice", false, 600],
      ["Backoffice · Design", true, 0],
      ["Website", false, 8100],
      ["Website · Design", false, 7200],
    ]);
  });

  it("is empty without logs or rows", () => {
    const empty = buildGrid({
      logs: [],
      days,
      timeZone: "UTC",
      extraRows: [],
      labelOf,
      locale: "en",
    });
    expect(empty).toEqual({ rows: [], dayTotals: [0, 0, 0, 0, 0, 0, 0], total: 0 });
  });

  it("finds last week's rows to copy", () => {
    expect(rowsWithTime(logs, weekDays("2026-11-16"), "Europe/Berlin")).toEqual([
      { project: 2, activity: 3 },
    ]);
  });

  it("reads one cell from the logs", () => {
    expect(cellOf(logs, { project: 1, activity: null }, "2026-11-24", "Europe/Berlin")).toEqual({
      day: "2026-11-24",
      logs: [logs[1], logs[2]],
      seconds: 2700,
    });
  });

  it("names a row by its project and activity", () => {
    expect(rowKey({ project: 12, activity: null })).toBe("12-");
    expect(rowKey({ project: 12, activity: 3 })).toBe("12-3");
  });
});
