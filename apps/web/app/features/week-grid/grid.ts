import type { TimeLog } from "@tempus/contract";
import { zonedParts } from "../timelogs/index.ts";

/** A row of the grid: a project, with one of its activities or none. */
export interface RowId {
  project: number;
  activity: number | null;
}

/** A row's key, unique in the grid: "12-3", or "12-" without an activity. */
export const rowKey = ({ project, activity }: RowId) => `${project}-${activity ?? ""}`;

/** One day of a row: the user's logs of that row that start on the day, and their time. */
export interface GridCell {
  day: string;
  seconds: number;
  logs: TimeLog[];
}

export interface GridRow extends RowId {
  key: string;
  label: string;
  cells: GridCell[];
  /** The row's time in the week. */
  seconds: number;
  /** No log of the week is in it (a row added by hand or copied from last week). */
  isEmpty: boolean;
}

export interface Grid {
  rows: GridRow[];
  /** Each day's time over every row. */
  dayTotals: number[];
  /** The week's time. */
  total: number;
}

/** The company's day (yyyy-mm-dd) a log belongs to: the day it starts on, as the list groups it. */
export const logDay = (log: TimeLog, timeZone: string) => zonedParts(log.start, timeZone).day;

/** Whether a log is of the row. */
export const isOfRow = (log: TimeLog, row: RowId) =>
  log.project === row.project && log.activity === row.activity;

/**
 * The rows that have time on `days` (the order of the logs' first appearance; the grid sorts
 * them).
 */
export function rowsWithTime(logs: readonly TimeLog[], days: readonly string[], timeZone: string) {
  const inDays = new Set(days);
  const rows = new Map<string, RowId>();
  for (const log of logs) {
    if (!inDays.has(logDay(log, timeZone))) continue;
    const row = { project: log.project, activity: log.activity };
    rows.set(rowKey(row), row);
  }
  return [...rows.values()];
}

/**
 * The week as rows × days: a row for each project and activity with time on `days`, and each
 * of `extraRows` (added or copied, empty until time is typed into them); each cell the sum of
 * its logs. Rows are sorted by their label (then by key), so that a row keeps its place when
 * its first time is saved and the focus never jumps.
 */
export function buildGrid({
  logs,
  days,
  timeZone,
  extraRows,
  labelOf,
  locale,
}: {
  logs: readonly TimeLog[];
  days: readonly string[];
  timeZone: string;
  extraRows: readonly RowId[];
  labelOf: (row: RowId) => string;
  locale: string;
}): Grid {
  const column = new Map(days.map((day, index) => [day, index]));
  const rows = new Map<string, GridRow>();
  const rowOf = (id: RowId) => {
    const key = rowKey(id);
    let row = rows.get(key);
    if (!row) {
      row = {
        key,
        project: id.project,
        activity: id.activity,
        label: labelOf(id),
        cells: days.map((day) => ({ day, seconds: 0, logs: [] })),
        seconds: 0,
        isEmpty: true,
      };
      rows.set(key, row);
    }
    return row;
  };
  const dayTotals = days.map(() => 0);
  for (const log of logs) {
    const index = column.get(logDay(log, timeZone));
    if (index === undefined) continue;
    const row = rowOf({ project: log.project, activity: log.activity });
    row.cells[index].logs.push(log);
    row.cells[index].seconds += log.duration_seconds;
    row.seconds += log.duration_seconds;
    row.isEmpty = false;
    dayTotals[index] += log.duration_seconds;
  }
  for (const id of extraRows) rowOf(id);
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const sorted = [...rows.values()].sort(
    (a, b) =>
      collator.compare(a.label, b.label) ||
      a.project - b.project ||
      (a.activity ?? 0) - (b.activity ?? 0),
  );
  return { rows: sorted, dayTotals, total: dayTotals.reduce((sum, seconds) => sum + seconds, 0) };
}

/** A cell as `logs` make it: the row's logs that start on `day`. */
export function cellOf(
  logs: readonly TimeLog[],
  row: RowId,
  day: string,
  timeZone: string,
): GridCell {
  const mine = logs.filter((log) => isOfRow(log, row) && logDay(log, timeZone) === day);
  return { day, logs: mine, seconds: mine.reduce((sum, log) => sum + log.duration_seconds, 0) };
}
