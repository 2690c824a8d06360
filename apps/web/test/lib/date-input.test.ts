import { describe, expect, it } from "vitest";
import {
  datePattern,
  datePlaceholder,
  formatDateInput,
  parseDateInput,
} from "../../app/lib/date-input.ts";

describe("typed dates", () => {
  it("knows each language's order and separator", () => {
    expect(datePattern("en")).toEqual({ order: ["month", "day", "year"], separator: "/" });
    expect(datePattern("de")).toEqual({ order: ["day", "month", "year"], separator: "." });
    expect(datePlaceholder("de", { day: "TT", month: "MM", year: "JJJJ" })).toBe("TT.MM.JJJJ");
  });

  it("reads whole dates in the locale's order", () => {
    expect(parseDateInput("11/10/2026", "en")).toEqual({ state: "valid", iso: "2026-11-10" });
    expect(parseDateInput("11/20/2026", "en")).toEqual({ state: "valid", iso: "2026-11-20" });
    expect(parseDateInput("1/5/2026", "en")).toEqual({ state: "valid", iso: "2026-01-05" });
    expect(parseDateInput("20.11.2026", "de")).toEqual({ state: "valid", iso: "2026-11-20" });
    expect(parseDateInput("2026-11-20", "de")).toEqual({ state: "valid", iso: "2026-11-20" });
  });

  it("calls every prefix of a date partial, never another date", () => {
    const typed = "11/20/2026";
    for (let length = 1; length < typed.length; length++) {
      expect(parseDateInput(typed.slice(0, length), "en")).toEqual({ state: "partial" });
    }
    expect(parseDateInput("11/20/2026/", "en")).toEqual({ state: "partial" });
    expect(parseDateInput("20.11.", "de")).toEqual({ state: "partial" });
    expect(parseDateInput("   ", "en")).toEqual({ state: "empty" });
  });

  it("refuses what can never become a date", () => {
    for (const text of [
      "13/01/2026",
      "02/30/2026",
      "02/29/2027",
      "0/5/2026",
      "1/2/3/4",
      "11/20/20266",
      "11/32",
      "0006-11-01",
      "11/20/0006",
      "tomorrow",
    ]) {
      expect(parseDateInput(text, "en"), text).toEqual({ state: "invalid" });
    }
    expect(parseDateInput("02/29/2028", "en")).toEqual({ state: "valid", iso: "2028-02-29" });
    expect(parseDateInput("31.04.2026", "de")).toEqual({ state: "invalid" });
  });

  it("writes a date back in the locale, with two-digit day and month", () => {
    expect(formatDateInput("2026-01-05", "en")).toBe("01/05/2026");
    expect(formatDateInput("2026-01-05", "de")).toBe("05.01.2026");
    expect(formatDateInput("", "en")).toBe("");
  });
});
