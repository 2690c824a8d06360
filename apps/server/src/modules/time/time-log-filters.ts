import type { InstantFilter, ParsedTimeLogFilters } from "@tempus/contract";
import { searchTerms, seesAllTime } from "@tempus/contract";
import {
  type AnyColumn,
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { startOfDayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { escapeLike, type OrderingField } from "../../db/collection.ts";
import type { Database } from "../../db/open-database.ts";
import { activity, company, project, timeLog, timeLogDay } from "../../db/schema/index.ts";
import { checkIdFilters } from "../../db/tenant-refs.ts";
import { companyDataVersion } from "./count-cache.ts";
import { carriesTag } from "./log-tags.ts";

/** A log's seconds in SQL: stored once it has ended, counted up to `now` while it runs. */
export const trackedSeconds = (now: Date) =>
  // An integer on both sides, so sums stay bigint arithmetic (numeric costs twice the time).
  sql`coalesce(${timeLog.durationSeconds}, greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${timeLog.start}))))::integer)`;

/**
 * Members see their own time; admins and the owner everyone's in the company:
 * in the logs, or in a table kept from them (daily and unbilled totals).
 */
export const visibleIn = (
  table: { companyId: AnyColumn; userId: AnyColumn },
  user: Actor,
): SQL | undefined =>
  and(
    eq(table.companyId, user.companyId),
    seesAllTime(user) ? undefined : eq(table.userId, user.id),
  );

export const visibleTo = (user: Actor) => visibleIn(timeLog, user);

/** The list's filters other than time and search, on the logs or on their daily totals. */
export function filterConditions(
  table: typeof timeLog | typeof timeLogDay,
  user: Actor,
  filters: ParsedTimeLogFilters,
): SQL | undefined {
  const { user: userId, project: projectId, debtor: debtorId, activity: activityId } = filters;
  const { billable, invoiced } = filters;
  return and(
    visibleIn(table, user),
    userId === undefined ? undefined : eq(table.userId, userId),
    projectId === undefined ? undefined : eq(table.projectId, projectId),
    debtorId === undefined
      ? undefined
      : sql`${table.projectId} in (select ${project.id} from ${project}
          where ${project.companyId} = ${user.companyId} and ${project.debtorId} = ${debtorId})`,
    activityId === undefined ? undefined : eq(table.activityId, activityId),
    billable === undefined ? undefined : eq(table.billable, billable),
    invoiced === undefined
      ? undefined
      : table === timeLogDay
        ? eq(timeLogDay.invoiced, invoiced)
        : invoiced
          ? isNotNull(timeLog.invoiceId)
          : isNull(timeLog.invoiceId),
  );
}

/** The list's ordering fields; `project` and `activity` sort by name (logs without an activity last). */
export const TIME_LOG_ORDERING: Record<string, OrderingField> = {
  start: timeLog.start,
  end: timeLog.end,
  duration_seconds: timeLog.durationSeconds,
  amount: timeLog.amount,
  created_at: timeLog.createdAt,
  project: sql`lower(${project.name}) collate "C"`,
  activity: (descending) =>
    sql`lower(${activity.name}) collate "C" ${descending ? sql`desc` : sql`asc`} nulls last`,
};
export const TIME_LOG_DEFAULT_ORDERING = ["-start", "-id"];

/** Every filter of the time-log list, as the contract parsed them. */
export interface TimeLogFilterInput extends ParsedTimeLogFilters {
  /** Logs that carry this tag (the list, its totals and export; not the statistics' days). */
  tag?: number;
  search?: string;
  start_after?: InstantFilter;
  start_before?: InstantFilter;
}

/** Whether the list is asked for without any filter (then its count comes from the counters). */
export const isUnfiltered = (input: TimeLogFilterInput) =>
  !input.search &&
  (
    [
      "user",
      "project",
      "debtor",
      "activity",
      "billable",
      "invoiced",
      "tag",
      "start_after",
      "start_before",
    ] as const
  ).every((name) => input[name] === undefined);

/** The filters as SQL, and what was read along with checking them. */
export interface ResolvedFilters {
  where: SQL | undefined;
  /** The company's time zone (read when a date filter or `timezone` asked for it). */
  timezone: string | undefined;
  /** The company's data version (read when `dataVersion` asked for it). */
  dataVersion: string | undefined;
}

/**
 * The filters as SQL. The named objects are checked against the company in one
 * query, which also reads: with `dataVersion` the company's data version (for the
 * count cache, which then needs no query of its own), with `timezone` the
 * company's zone (read anyway for a date filter), and the projects and
 * activities whose names a search term matches.
 */
export async function resolveTimeLogFilters(
  db: Database,
  user: Actor,
  input: TimeLogFilterInput,
  options: { dataVersion?: boolean; timezone?: boolean } = {},
): Promise<ResolvedFilters> {
  const companyId = user.companyId;
  const terms = searchTerms(input.search);
  const extras: Record<string, SQL> = {};
  if (
    options.timezone ||
    [input.start_after, input.start_before].some((filter) => filter && "date" in filter)
  ) {
    extras.timezone = sql`(select ${company.timezone} from ${company} where ${company.id} = ${companyId})`;
  }
  if (options.dataVersion) extras.version = companyDataVersion(companyId);
  terms.forEach((term, index) => {
    extras[`projects${index}`] = namesMatching(project, companyId, term);
    extras[`activities${index}`] = namesMatching(activity, companyId, term);
  });
  const found = await checkIdFilters(
    db,
    companyId,
    (["user", "project", "debtor", "activity", "tag"] as const).map((kind) => ({
      field: kind,
      kind,
      id: input[kind],
    })),
    extras,
  );
  const timezone = found.timezone as string | undefined;
  const after = instantOf(input.start_after, timezone);
  const before = instantOf(input.start_before, timezone);
  const where = and(
    filterConditions(timeLog, user, input),
    input.tag === undefined ? undefined : carriesTag(input.tag),
    after ? gte(timeLog.start, after) : undefined,
    before ? lt(timeLog.start, before) : undefined,
    searchLogs(
      terms.map((term, index) => ({
        term,
        projects: idList(found[`projects${index}`]),
        activities: idList(found[`activities${index}`]),
      })),
    ),
  );
  return { where, timezone, dataVersion: found.version as string | undefined };
}

/** A date filter means 00:00 of that day in the company's time zone. */
function instantOf(filter: InstantFilter | undefined, timezone: string | undefined) {
  if (filter === undefined) return undefined;
  return "date" in filter ? startOfDayIn(filter.date, timezone as string) : filter.instant;
}

/** The ids of a company's projects or activities whose name holds `term`, as "1,2,3". */
const namesMatching = (table: typeof project | typeof activity, companyId: number, term: string) =>
  sql`(select coalesce(string_agg(${table.id}::text, ','), '') from ${table} where ${table.companyId} = ${companyId} and ${table.name} ilike ${`%${escapeLike(term)}%`})`;

const idList = (value: unknown) =>
  String(value ?? "")
    .split(",")
    .filter(Boolean)
    .map(Number);

/**
 * Every term must match the description, the project's name or the activity's
 * name. The names were matched beforehand in their own small tables, so the
 * logs need no join and the plan no subqueries.
 */
function searchLogs(
  terms: { term: string; projects: number[]; activities: number[] }[],
): SQL | undefined {
  if (terms.length === 0) return undefined;
  return and(
    ...terms.map(({ term, projects, activities }) =>
      or(
        // ILIKE lower-cases both sides and then matches; `search_text` is the description lowered on write.
        sql`${timeLog}."search_text" like lower(${`%${escapeLike(term)}%`})`,
        projects.length > 0 ? inArray(timeLog.projectId, projects) : undefined,
        activities.length > 0 ? inArray(timeLog.activityId, activities) : undefined,
      ),
    ),
  );
}
