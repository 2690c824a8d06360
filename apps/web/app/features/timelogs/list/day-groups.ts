import type { TimeLog } from "@tempus/contract";
import { zonedParts } from "../zoned-time.ts";

export interface DayGroup {
  /** yyyy-mm-dd in the company's zone. */
  day: string;
  logs: TimeLog[];
  trackedSeconds: number;
}

/**
 * The logs by the company's day of their start, in the order they come (runs
 * of the same day form one group, so a list sorted by start has one group per
 * day); each with its tracked time.
 */
export function groupByDay(logs: readonly TimeLog[], timeZone: string): DayGroup[] {
  const groups: DayGroup[] = [];
  let current: DayGroup | undefined;
  for (const log of logs) {
    const { day } = zonedParts(log.start, timeZone);
    if (current?.day !== day) {
      current = { day, logs: [], trackedSeconds: 0 };
      groups.push(current);
    }
    current.logs.push(log);
    current.trackedSeconds += log.duration_seconds;
  }
  return groups;
}
