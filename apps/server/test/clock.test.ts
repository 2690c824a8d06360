import { describe, expect, it } from "vitest";
import { isoString } from "../src/clock.ts";

describe("isoString", () => {
  it("writes what toISOString writes", () => {
    const samples = [
      0,
      Date.UTC(2026, 2, 29, 1, 0, 0, 5),
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      Date.parse("0000-01-01T00:00:00.000Z"),
      Date.parse("0005-03-01T12:34:56.780Z"),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10000, 0, 1),
      -62198755200000 - 86400000,
    ];
    for (let index = 0; index < 1000; index++) {
      samples.push(Math.floor(Math.random() * 4102444800000));
    }
    for (const time of samples) {
      const date = new Date(time);
      expect(isoString(date)).toBe(date.toISOString());
    }
  });
});
