import { createHash } from "node:crypto";
import {
  type ImportFormat,
  type ImportRowError,
  MAX_TAGS_PER_LOG,
  MAX_TIME_LOG_SECONDS,
} from "@tempus/contract";
import type { LockedPeriod } from "../pricing/index.ts";
import type { SourceRow } from "./formats.ts";
import { parseClock, parseDay, parseDuration, slashOrderOf, zonedInstant } from "./wall-time.ts";

/** Where an entry without a clock time (Harvest) starts: 09:00 local time. */
export const DEFAULT_START_SECONDS = 9 * 3600;
const MAX_NAME = 200;
const MAX_TAG = 100;

/** A row that can be imported, its times in UTC. */
export interface ReadyRow {
  /** The stable key that makes importing it again create nothing. */
  key: string;
  line: number;
  person: string;
  personName: string;
  email: string;
  client: string;
  project: string;
  task: string;
  description: string;
  tags: string[];
  billable: boolean | null;
  start: Date;
  seconds: number;
  /** The billable rate the file carries (a decimal with two places), or "". */
  rate: string;
  currency: string;
}

/** The person a row names: the e-mail in lower case, else the name. */
export const personKey = (row: { email: string; name: string }) =>
  row.email.trim().toLowerCase() || row.name.trim();

/** A rate as `123.45` (a comma as decimal mark too; thousands separators refused), or null. */
export function parseRate(value: string): string | null {
  const match = /^(\d{1,10})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return `${BigInt(match[1])}.${(match[2] ?? "").padEnd(2, "0")}`;
}

const hash = (parts: unknown[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 40);

/**
 * Checks and normalises the file's rows: the ready ones with their UTC start and stable key, and
 * every other with its line and reason.
 */
export function prepareRows(
  format: ImportFormat,
  rows: readonly SourceRow[],
  zone: { wall: (instant: Date) => Date; locked: LockedPeriod | null },
): { ready: ReadyRow[]; errors: ImportRowError[] } {
  const ready: ReadyRow[] = [];
  const errors: ImportRowError[] = [];
  const seen = new Map<string, number>();
  const slash = slashOrderOf(rows.map((row) => row.date));
  for (const row of rows) {
    const fail = (code: ImportRowError["code"], value = "") =>
      errors.push({ line: row.line, code, value });
    const person = personKey(row);
    if (!person) {
      fail("no_person");
      continue;
    }
    if (!row.project) {
      fail("no_project");
      continue;
    }
    const long = [row.client, row.project, row.task].find((name) => name.length > MAX_NAME);
    const longTag = row.tags.find((tag) => tag.length > MAX_TAG);
    if (long !== undefined || longTag !== undefined) {
      fail("name_too_long", (long ?? longTag) as string);
      continue;
    }
    const tags = [...new Map(row.tags.map((tag) => [tag.toLowerCase(), tag])).values()];
    if (tags.length > MAX_TAGS_PER_LOG) {
      fail("too_many_tags", String(tags.length));
      continue;
    }
    const day = parseDay(row.date, slash);
    if (!day) {
      fail("bad_date", row.date);
      continue;
    }
    const clock = row.time === null ? DEFAULT_START_SECONDS : parseClock(row.time);
    if (clock === null) {
      fail("bad_time", row.time ?? "");
      continue;
    }
    const seconds = parseDuration(row.duration);
    if (seconds === null) {
      fail("bad_duration", row.duration);
      continue;
    }
    if (seconds > MAX_TIME_LOG_SECONDS) {
      fail("too_long", row.duration);
      continue;
    }
    const parsed = row.rate === "" ? "" : parseRate(row.rate);
    if (parsed === null) {
      fail("bad_rate", row.rate);
      continue;
    }
    // A rate of zero (a non-billable entry's) is no rate.
    const rate = /^0\.00$/.test(parsed) ? "" : parsed;
    const start = zonedInstant(zone.wall, day, clock);
    if (zone.locked && start < zone.locked.openFrom) {
      fail("locked_period", zone.locked.until);
      continue;
    }
    let key: string;
    if (row.entryId)
      key = `${format}:id:${row.entryId.length > 60 ? hash([row.entryId]) : row.entryId}`;
    else {
      const content = hash([
        person,
        day,
        clock,
        seconds,
        row.client.toLowerCase(),
        row.project.toLowerCase(),
        row.task.toLowerCase(),
        row.description,
        tags.map((tag) => tag.toLowerCase()).sort(),
        row.billable,
      ]);
      // The same entry twice in one file is two entries: the second gets its own key.
      const occurrence = (seen.get(content) ?? 0) + 1;
      seen.set(content, occurrence);
      key = `${format}:${content}${occurrence > 1 ? `:${occurrence}` : ""}`;
    }
    ready.push({
      key,
      line: row.line,
      person,
      personName: row.name.trim(),
      email: row.email.trim(),
      client: row.client,
      project: row.project,
      task: row.task,
      description: row.description,
      tags,
      billable: row.billable,
      start,
      seconds,
      rate,
      currency: row.currency,
    });
  }
  return { ready, errors };
}
