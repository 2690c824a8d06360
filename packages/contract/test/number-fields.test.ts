import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dateField, decimalField, drfErrorMap, integerField, toFieldErrors } from "../src/index.ts";

const parse = (schema: z.ZodType, value: unknown) => {
  const input = { field: value };
  const result = z.object({ field: schema }).safeParse(input, { error: drfErrorMap });
  return result.success ? result.data.field : toFieldErrors(result.error.issues, input).field;
};

describe("decimalField (DRF's DecimalField)", () => {
  const money = decimalField({ maxDigits: 12, decimalPlaces: 2, min: 0 });
  const hours = decimalField({ maxDigits: 10, decimalPlaces: 2, min: 0 });

  it("reads numbers and numeric text, quantized to the scale", () => {
    expect(parse(money, "72.5")).toBe("72.50");
    expect(parse(money, 72.5)).toBe("72.50");
    expect(parse(money, " 85 ")).toBe("85.00");
    expect(parse(money, "+007.10")).toBe("7.10");
    expect(parse(money, ".5")).toBe("0.50");
    expect(parse(money, "3.")).toBe("3.00");
    expect(parse(money, "1e3")).toBe("1000.00");
    expect(parse(money, "1.5E+2")).toBe("150.00");
    expect(parse(money, "0")).toBe("0.00");
    expect(parse(money, "-0")).toBe("0.00");
    expect(parse(money, "0.00")).toBe("0.00");
    expect(parse(money, "9999999999.99")).toBe("9999999999.99");
    expect(parse(hours, "99999999.99")).toBe("99999999.99");
  });

  it("refuses what is no number", () => {
    for (const value of [
      "",
      "x",
      "1,5",
      "1.2.3",
      "NaN",
      "Infinity",
      "-inf",
      "0x10",
      true,
      [],
      {},
    ]) {
      expect(parse(money, value)).toEqual(["A valid number is required."]);
    }
    expect(parse(money, "1".repeat(1001))).toEqual(["String value too large."]);
    expect(parse(money, null)).toEqual(["This field may not be null."]);
    expect(parse(money, undefined)).toEqual(["This field is required."]);
    expect(parse(money.nullable(), null)).toBeNull();
  });

  it("checks the column's digits in DRF's order, then the minimum", () => {
    expect(parse(money, "1234567890123")).toEqual([
      "Ensure that there are no more than 12 digits in total.",
    ]);
    expect(parse(money, 1e20)).toEqual(["Ensure that there are no more than 12 digits in total."]);
    expect(parse(money, "1e999999999999")).toEqual([
      "Ensure that there are no more than 12 digits in total.",
    ]);
    expect(parse(money, "0.0000000000001")).toEqual([
      "Ensure that there are no more than 12 digits in total.",
    ]);
    expect(parse(money, "1.005")).toEqual(["Ensure that there are no more than 2 decimal places."]);
    expect(parse(money, "1.500")).toEqual(["Ensure that there are no more than 2 decimal places."]);
    expect(parse(money, "12345678901")).toEqual([
      "Ensure that there are no more than 10 digits before the decimal point.",
    ]);
    expect(parse(hours, 100000000)).toEqual([
      "Ensure that there are no more than 8 digits before the decimal point.",
    ]);
    expect(parse(money, "-1")).toEqual(["Ensure this value is greater than or equal to 0."]);
    expect(parse(money, -0.01)).toEqual(["Ensure this value is greater than or equal to 0."]);
    expect(parse(money, "-12345678901")).toEqual([
      "Ensure that there are no more than 10 digits before the decimal point.",
    ]);
  });
});

describe("integerField (DRF's IntegerField)", () => {
  const days = integerField({ min: 0, max: 365 });
  const column = integerField();

  it("reads whole numbers and their text", () => {
    expect(parse(days, 30)).toBe(30);
    expect(parse(days, "30")).toBe(30);
    expect(parse(days, " 30.00 ")).toBe(30);
    expect(parse(days, 30.0)).toBe(30);
    expect(parse(days, "+7")).toBe(7);
  });

  it("refuses the rest with DRF's texts", () => {
    for (const value of ["x", "", "1.5", 1.5, "1e3", 1e21, true, [], {}, "0x1F"]) {
      expect(parse(days, value)).toEqual(["A valid integer is required."]);
    }
    expect(parse(days, "9".repeat(1001))).toEqual(["String value too large."]);
    expect(parse(days, -1)).toEqual(["Ensure this value is greater than or equal to 0."]);
    expect(parse(days, 366)).toEqual(["Ensure this value is less than or equal to 365."]);
    expect(parse(column, 1e20)).toEqual(["Ensure this value is less than or equal to 2147483647."]);
    expect(parse(column, "-2147483649")).toEqual([
      "Ensure this value is greater than or equal to -2147483648.",
    ]);
    expect(parse(days, null)).toEqual(["This field may not be null."]);
  });
});

describe("dateField (DRF's DateField)", () => {
  it("reads days that exist in years 1 to 9999 and refuses the rest with DRF's text", () => {
    const day = dateField();
    expect(parse(day, "2024-02-29")).toBe("2024-02-29");
    expect(parse(day, "0001-01-01")).toBe("0001-01-01");
    expect(parse(day, "9999-12-31")).toBe("9999-12-31");
    for (const value of ["2026-02-29", "2026-02-30", "2026-13-01", "0000-01-01", "2026-1-1", "x"]) {
      expect(parse(day, value)).toEqual([
        "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
      ]);
    }
  });
});
