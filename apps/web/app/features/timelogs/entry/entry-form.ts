import type { TimeLogWriteBody } from "@tempus/contract";
import { entryTimes } from "../time-input.ts";

/** The add-entry dialog's values as typed: the times as text, wall-clock in the company's zone. */
export interface EntryValues {
  project: number | "";
  activity: number | "";
  description: string;
  date: string;
  start: string;
  end: string;
  duration: string;
  billable: boolean;
  /** The tags' ids. */
  tags: number[];
}

/** What of the typed values cannot be read, by field: the form's own checks, before the schema's. */
export type EntryProblem = "invalidDate" | "invalidTime" | "invalidDuration" | "endOrDuration";

/** The typed times of `values`, read in `timeZone`. */
export const timesOf = (values: EntryValues, timeZone: string) =>
  entryTimes({
    date: values.date,
    start: values.start,
    end: values.end,
    duration: values.duration,
    timeZone,
  });

/**
 * What the dialog cannot send, at its field: a date or time it cannot read, no
 * end and no duration, no project (`required`).
 */
export function entryProblems(
  values: EntryValues,
  timeZone: string,
): Partial<Record<keyof EntryValues, EntryProblem | "required">> {
  const times = timesOf(values, timeZone);
  const problems: Partial<Record<keyof EntryValues, EntryProblem | "required">> = {};
  if (!times.ok) {
    if (times.errors.date) problems.date = "invalidDate";
    if (times.errors.start) problems.start = "invalidTime";
    if (times.errors.end) problems.end = values.end.trim() ? "invalidTime" : "endOrDuration";
    if (times.errors.duration) problems.duration = "invalidDuration";
  }
  if (values.project === "") problems.project = "required";
  return problems;
}

/**
 * The body of `POST /timelog/`: the local wall-clock times typed (a date, a
 * start, an end or a duration in `timeZone`, the company's) as the instants
 * they are, no activity as null. Times that cannot be read are left out (the
 * form says so at their fields and sends nothing).
 */
export function entryBody(values: EntryValues, timeZone: string): TimeLogWriteBody {
  const times = timesOf(values, timeZone);
  return {
    ...(values.project === "" ? {} : { project: values.project }),
    activity: values.activity === "" ? null : values.activity,
    description: values.description,
    ...(times.ok ? { start: times.start, end: times.end } : {}),
    billable: values.billable,
    tags: values.tags,
  };
}
