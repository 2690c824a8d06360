import { describe, expect, it } from "vitest";
import { readDecimal, showDecimal } from "../../app/lib/decimal-input.ts";

describe("numbers as typed in each language", () => {
  it.each([
    ["de", "1,5", "1.5"],
    ["de", "95,00", "95.00"],
    ["de", "1.234,50", "1234.50"],
    ["de", "1.500", "1500"],
    ["de", "1.5", "1.5"],
    ["de", "1.234.567", "1234567"],
    ["fr", "1 234,50", "1234.50"],
    ["fr", "1\u202f234,5", "1234.5"],
    ["fr", "49,90", "49.90"],
    ["nl", "95,00", "95.00"],
    ["nl", "-2,5", "-2.5"],
    ["en", "1,234.50", "1234.50"],
    ["en", "1,500", "1500"],
    ["en", "1,5", "1.5"],
    ["en", "95.00", "95.00"],
    ["en", " 12 ", "12"],
  ])("reads %s %j as %j", (language, typed, read) => {
    expect(readDecimal(typed, language)).toBe(read);
  });

  it.each([
    ["de", "abc"],
    ["de", "1,2,3"],
    ["de", "1.2,3,4"],
    ["en", "12.5%"],
    ["de", ""],
  ])("passes %s %j on as typed, for the schema to name", (language, typed) => {
    expect(readDecimal(typed, language)).toBe(typed);
  });

  it("shows the API's decimals with the language's mark", () => {
    expect(showDecimal("95.00", "de")).toBe("95,00");
    expect(showDecimal("95.00", "fr")).toBe("95,00");
    expect(showDecimal("95.00", "nl")).toBe("95,00");
    expect(showDecimal("95.00", "en")).toBe("95.00");
  });
});
