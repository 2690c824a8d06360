import { TimeLogWriteSchema } from "@tempus/contract";
import { describe, expect, it } from "vitest";
import {
  type EntryValues,
  entryBody,
  entryProblems,
} from "../../../app/features/timelogs/entry/entry-form.ts";

const typed = (changes: Partial<EntryValues> = {}): EntryValues => ({
  project: 1,
  activity: "",
  description: "",
  date: "2026-07-01",
  start: "9",
  end: "",
  duration: "1.5h",
  billable: true,
  tags: [],
  ...changes,
});

describe("the add-entry form's body", () => {
  it("turns the wall-clock times typed in the company's zone into instants", () => {
    expect(entryBody(typed(), "Europe/Berlin")).toEqual({
      project: 1,
      activity: null,
      description: "",
      start: "2026-07-01T07:00:00.000Z",
      end: "2026-07-01T08:30:00.000Z",
      billable: true,
      tags: [],
    });
    // The same clock times in another zone are other instants; an end before the start is the next day.
    expect(
      entryBody(
        typed({ start: "22", end: "130", duration: "", activity: 3, tags: [2, 7] }),
        "America/New_York",
      ),
    ).toMatchObject({
      activity: 3,
      tags: [2, 7],
      start: "2026-07-02T02:00:00.000Z",
      end: "2026-07-02T05:30:00.000Z",
    });
  });

  it("is a body the contract's write schema takes", () => {
    expect(TimeLogWriteSchema.safeParse(entryBody(typed(), "UTC")).success).toBe(true);
  });

  it("names what cannot be read at its field, and a missing project", () => {
    expect(entryProblems(typed(), "UTC")).toEqual({});
    expect(entryProblems(typed({ project: "", start: "25", duration: "lots" }), "UTC")).toEqual({
      project: "required",
      start: "invalidTime",
      duration: "invalidDuration",
    });
    expect(entryProblems(typed({ duration: "" }), "UTC")).toEqual({ end: "endOrDuration" });
    expect(entryProblems(typed({ end: "9" }), "UTC")).toEqual({ end: "invalidTime" });
    expect(entryProblems(typed({ date: "" }), "UTC")).toEqual({ date: "invalidDate" });
  });
});
