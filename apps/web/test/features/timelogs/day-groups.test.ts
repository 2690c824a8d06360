import { describe, expect, it } from "vitest";
import { groupByDay } from "../../../app/features/timelogs/list/day-groups.ts";
import { timeLog } from "./fixtures.ts";

describe("logs by day", () => {
  it("groups by the company's day of the start, in the list's order, with each day's total", () => {
    const late = timeLog({ id: 1, start: "2026-11-23T23:30:00Z", duration_seconds: 1800 });
    const morning = timeLog({ id: 2, start: "2026-11-23T08:00:00Z", duration_seconds: 3600 });
    const before = timeLog({ id: 3, start: "2026-11-22T10:00:00Z", duration_seconds: 600 });
    expect(groupByDay([late, morning, before], "Europe/Berlin")).toEqual([
      { day: "2026-11-24", logs: [late], trackedSeconds: 1800 },
      { day: "2026-11-23", logs: [morning], trackedSeconds: 3600 },
      { day: "2026-11-22", logs: [before], trackedSeconds: 600 },
    ]);
    expect(groupByDay([late, morning, before], "UTC")).toEqual([
      { day: "2026-11-23", logs: [late, morning], trackedSeconds: 5400 },
      { day: "2026-11-22", logs: [before], trackedSeconds: 600 },
    ]);
    expect(groupByDay([], "UTC")).toEqual([]);
  });
});
