import { describe, expect, it } from "vitest";
import { clock, hoursMinutes, logDuration } from "../../app/lib/time-format.ts";

describe("time formats", () => {
  it("writes a log shorter than a minute in seconds, and every other as h:mm", () => {
    expect([0, 1, 38, 59, 60, 61, 3599, 3600, 5400].map(logDuration)).toEqual([
      "0:00",
      "1 s",
      "38 s",
      "59 s",
      "0:01",
      "0:01",
      "0:59",
      "1:00",
      "1:30",
    ]);
  });

  it("writes totals as h:mm and the running clock as hh:mm:ss", () => {
    expect(hoursMinutes(38)).toBe("0:00");
    expect(hoursMinutes(100 * 3600 + 5 * 60)).toBe("100:05");
    expect(clock(3 * 3600 + 2 * 60 + 1)).toBe("03:02:01");
  });
});
