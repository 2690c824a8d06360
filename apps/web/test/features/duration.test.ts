import { describe, expect, it } from "vitest";
import { parseDuration } from "../../app/features/timelogs/duration.ts";

describe("a typed duration", () => {
  it("reads h:mm and hours with a decimal point or comma as minutes", () => {
    expect(parseDuration("1:30")).toBe(90);
    expect(parseDuration(" 0:05 ")).toBe(5);
    expect(parseDuration("24:00")).toBe(1440);
    expect(parseDuration("1.5")).toBe(90);
    expect(parseDuration("1,25")).toBe(75);
    expect(parseDuration("2")).toBe(120);
    expect(parseDuration("0.01")).toBe(1);
  });

  it("is nothing for what is not a duration", () => {
    for (const text of ["", "1:60", "1:5", "abc", "-1", "1h", "100", "1.5.2", ":30"])
      expect(parseDuration(text), text).toBeNull();
  });
});
