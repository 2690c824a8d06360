import { MAX_TIME_LOG_SECONDS, type TimeLog } from "@tempus/contract";
import { parseTypedDuration, zonedInstant, zonedParts } from "../timelogs/index.ts";
import type { GridCell, RowId } from "./grid.ts";

/**
 * What typing into a cell does (docs/decisions/027-week-grid.md): the rules, pure, so that
 * each one is tested on its own.
 */

/** What a cell's text says: no time (empty or zero), a duration, or nothing readable. */
export type CellEntry = { kind: "clear" } | { kind: "time"; seconds: number } | { kind: "invalid" };

/**
 * A cell's text: what `parseTypedDuration` reads (1:30, 1.5, 1,5, 2, 1.5h, 90m, 2h 15m, 1h30),
 * also with the leading zero left out (",5" and ".75" as a spreadsheet takes them). Empty or
 * zero clears the cell; more than 24 hours, or anything else, is unreadable.
 */
export function readCell(text: string): CellEntry {
  const typed = text.trim();
  if (typed === "") return { kind: "clear" };
  const minutes = parseTypedDuration(/^[.,]\d/.test(typed) ? `0${typed}` : typed);
  // A cell is one day: never more than one log may last (the shared parser lets a plain "25" by).
  if (minutes === null || minutes * 60 > MAX_TIME_LOG_SECONDS) return { kind: "invalid" };
  return minutes === 0 ? { kind: "clear" } : { kind: "time", seconds: minutes * 60 };
}

/** Why a cell cannot be changed here, if it cannot. */
export type CellLock = "locked" | "invoiced" | "running";

/**
 * A day in the company's locked period (up to `lockedUntil`, inclusive) cannot be changed; nor
 * can a cell that holds an invoiced log or the running timer (the whole cell: its time is one
 * number, and part of it is final or still growing).
 */
export function cellLock(cell: GridCell, lockedUntil: string | null): CellLock | null {
  if (lockedUntil !== null && cell.day <= lockedUntil) return "locked";
  if (cell.logs.some((log) => log.invoice !== null)) return "invoiced";
  if (cell.logs.some((log) => log.is_running || log.end === null)) return "running";
  return null;
}

/** Where a new log of a day starts: 09:00 on the company's clock, or after the day's last log. */
export const DAY_START_MINUTES = 9 * 60;

/** The change a cell's new time makes. */
export type CellPlan =
  | { kind: "nothing" }
  | {
      kind: "create";
      body: { project: number; activity: number | null; start: string; end: string };
    }
  | { kind: "update"; id: number; end: string }
  | { kind: "delete"; ids: number[] }
  /** Several logs, and the time taken off is more than the last one has: nothing is changed. */
  | { kind: "too-short"; lastSeconds: number };

const plus = (instant: string, seconds: number) =>
  new Date(new Date(instant).getTime() + seconds * 1000).toISOString();

/** The log that started last (the later id when two start together). */
const lastOf = (logs: readonly TimeLog[]) =>
  logs.reduce((last, log) =>
    log.start > last.start || (log.start === last.start && log.id > last.id) ? log : last,
  );

/**
 * Where a new log of `day` starts: 09:00 in the company's zone, or the end of the user's last
 * log of that day (in any row) when that is later and still on the day.
 */
export function newLogStart(day: string, dayLogs: readonly TimeLog[], timeZone: string): string {
  const nine = zonedInstant(day, DAY_START_MINUTES, timeZone);
  if (nine === null) throw new Error(`not a day: ${day}`);
  const ends = dayLogs
    .map((log) => log.end)
    .filter((end): end is string => end !== null)
    .map((end) => new Date(end).toISOString());
  const latest = ends.reduce<string | null>(
    (max, end) => (max === null || end > max ? end : max),
    null,
  );
  return latest !== null && latest > nine && zonedParts(latest, timeZone).day === day
    ? latest
    : nine;
}

/**
 * The change that gives `cell` (of `row`) the time `seconds` (0 clears it):
 * - the same time as now: nothing;
 * - cleared: its logs are deleted (the page asks first);
 * - no log yet: a new one, from 09:00 or right after the day's last log (`dayLogs`: every log of
 *   the user that starts that day), as long as typed;
 * - one log: its end moves (the start stays);
 * - several: the difference is added to or taken from the one that started last; when that one
 *   would be left with no time, nothing changes (`too-short`).
 */
export function planCell({
  row,
  cell,
  seconds,
  dayLogs,
  timeZone,
}: {
  row: RowId;
  cell: GridCell;
  seconds: number;
  dayLogs: readonly TimeLog[];
  timeZone: string;
}): CellPlan {
  if (seconds === cell.seconds) return { kind: "nothing" };
  if (seconds === 0) return { kind: "delete", ids: cell.logs.map((log) => log.id) };
  if (cell.logs.length === 0) {
    const start = newLogStart(cell.day, dayLogs, timeZone);
    return {
      kind: "create",
      body: { project: row.project, activity: row.activity, start, end: plus(start, seconds) },
    };
  }
  if (cell.logs.length === 1) {
    const [log] = cell.logs;
    return { kind: "update", id: log.id, end: plus(log.start, seconds) };
  }
  const last = lastOf(cell.logs);
  const lastSeconds = last.duration_seconds + (seconds - cell.seconds);
  if (lastSeconds <= 0) return { kind: "too-short", lastSeconds: last.duration_seconds };
  return { kind: "update", id: last.id, end: plus(last.start, lastSeconds) };
}
