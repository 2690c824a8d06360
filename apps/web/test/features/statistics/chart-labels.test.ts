import { PROJECT_COLORS } from "@tempus/contract";
import { describe, expect, it } from "vitest";
import {
  chartColor,
  NO_KEY_COLOR,
  periodLabel,
} from "../../../app/features/statistics/chart-labels.ts";

describe("chart colours and labels", () => {
  it("keeps a row's own colour, else picks one by its id, whatever the other rows", () => {
    expect(chartColor("4", "#123456")).toBe("#123456");
    expect(chartColor("4")).toBe(PROJECT_COLORS[4]);
    expect(chartColor("14")).toBe(PROJECT_COLORS[4]);
    expect(chartColor("4")).toBe(chartColor("4"));
    expect(chartColor(null)).toBe(NO_KEY_COLOR);
  });

  it("writes period keys in the user's language", () => {
    const week = (number: number) => `W${number}`;
    expect(periodLabel("2026-11-03", "en", week)).toBe("Nov 3");
    expect(periodLabel("2026-11-03", "de", week)).toBe("3. Nov.");
    expect(periodLabel("2026-11", "en", week)).toBe("Nov 2026");
    expect(periodLabel("2026-W45", "de", week)).toBe("W45");
  });
});
