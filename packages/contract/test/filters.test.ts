import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  drfErrorMap,
  isCalendarDate,
  isStorableInstant,
  ListQuerySchema,
  StatisticsQuerySchema,
  searchTerms,
  TimeLogQuerySchema,
  toFieldErrors,
} from "../src/index.ts";

const parse = <T extends z.ZodType>(schema: T, input: Record<string, string>) => {
  const result = schema.safeParse(input, { error: drfErrorMap });
  return result.success
    ? { data: result.data }
    : { errors: toFieldErrors(result.error.issues, input) };
};

describe("query filters", () => {
  it("knows which calendar dates exist", () => {
    expect(["2028-02-29", "2026-12-31", "2000-02-29"].map(isCalendarDate)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ["2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-1-1"].map(
        isCalendarDate,
      ),
    ).toEqual([false, false, false, false, false, false]);
    // Python's and PostgreSQL's dates begin with the year 1.
    expect(["0000-01-01", "0001-01-01", "9999-12-31"].map(isCalendarDate)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it("stores instants from the year 100 to the end of 9999 in UTC, whatever the offset says", () => {
    expect(
      [
        "0100-01-01T00:00:00Z",
        "0100-01-01T05:00:00+05:00",
        "9999-12-31T23:59:59.999Z",
        "9999-12-31T18:59:59-05:00",
      ].map(isStorableInstant),
    ).toEqual([true, true, true, true]);
    expect(
      [
        "0099-12-31T23:59:59Z",
        "0100-01-01T00:00:00+00:01",
        "9999-12-31T23:00:00-05:00",
        "0001-01-01T00:00:00Z",
      ].map(isStorableInstant),
    ).toEqual([false, false, false, false]);
  });

  it("reads the time-log filters into typed values, an empty one as none", () => {
    expect(
      parse(TimeLogQuerySchema, {
        user: "7",
        billable: "False",
        invoiced: "",
        start_after: "2026-03-02",
        start_before: "2026-03-03T08:00:00+01:00",
      }),
    ).toEqual({
      data: {
        user: 7,
        billable: false,
        invoiced: undefined,
        start_after: { text: "2026-03-02", date: "2026-03-02" },
        start_before: {
          text: "2026-03-03T08:00:00+01:00",
          instant: new Date("2026-03-03T07:00:00Z"),
        },
      },
    });
  });

  it("answers every bad filter at its field with DRF's text", () => {
    expect(
      parse(TimeLogQuerySchema, {
        project: "abc",
        billable: "perhaps",
        start_after: "2026-02-30",
        start_before: "2026-03-01T25:00Z",
      }),
    ).toEqual({
      errors: {
        project: ["Select a valid choice. That choice is not one of the available choices."],
        billable: ["Must be a valid boolean."],
        start_after: [
          "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
        ],
        start_before: [
          "Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].",
        ],
      },
    });
  });

  it("checks the statistics' range", () => {
    expect(parse(StatisticsQuerySchema, { from: "2026-03-01", to: "2026-03-31" })).toEqual({
      data: { from: "2026-03-01", to: "2026-03-31", group_by: "day" },
    });
    expect(parse(StatisticsQuerySchema, { from: "2026-02-30", to: "2026-03-31" })).toEqual({
      errors: { from: ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."] },
    });
    expect(parse(StatisticsQuerySchema, { from: "2026-03-31", to: "2026-03-01" })).toEqual({
      errors: { to: ["To must not be before from."] },
    });
    // Each parameter is judged whatever the others got wrong, as the server did before.
    expect(
      parse(StatisticsQuerySchema, { from: "2020-01-01", to: "2026-03-01", group_by: "year" }),
    ).toEqual({
      errors: {
        group_by: ['"year" is not a valid choice.'],
        to: ["The range may not exceed 3 years."],
      },
    });
  });

  it("bounds a search by its length and by its number of terms", () => {
    expect(searchTerms(" a,b  c\u0000d ")).toEqual(["a", "b", "cd"]);
    expect(parse(ListQuerySchema, { search: "x".repeat(200) })).toEqual({
      data: { search: "x".repeat(200) },
    });
    expect(parse(ListQuerySchema, { search: "x".repeat(201) })).toEqual({
      errors: { search: ["Ensure this field has no more than 200 characters."] },
    });
    expect(parse(ListQuerySchema, { search: Array(21).fill("x").join(",") })).toEqual({
      errors: { search: ["Ensure this search has no more than 20 terms."] },
    });
  });
});
