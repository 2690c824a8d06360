import {
  FIELD_MESSAGES,
  MAX_TIME_LOG_SECONDS,
  NON_FIELD_ERRORS,
  PROJECT_MESSAGES,
  type TimeLog,
  type TimeLogWriteSchema,
} from "@tempus/contract";
import {
  type AnyColumn,
  and,
  desc,
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
import type { PgSelect } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { startOfDayIn } from "../../calendar.ts";
import { type Clock, isoString } from "../../clock.ts";
import { type Database, type Queryable, rowsOf } from "../../db/open-database.ts";
import { preparedPerDatabase } from "../../db/per-database.ts";
import { readByShape } from "../../db/reads-by-shape.ts";
import { rowMapper } from "../../db/rows.ts";
import { activity, company, project, timeLog, timeLogDay } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import {
  escapeLike,
  listCollection,
  type OrderingField,
  requestedOrdering,
  searchTerms,
} from "../../http/collection.ts";
import { notFound, ValidationError } from "../../http/errors.ts";
import { roundDecimal } from "../../money.ts";
import { isUniqueViolation } from "../accounts/find-user.ts";
import { boolFilter, checkRefs, idFilters } from "./company-refs.ts";
import { companyDataVersion, exactCount } from "./count-cache.ts";
import {
  decimalsOf,
  formattingContext,
  loadPricingContext,
  type PricingContext,
  priceLog,
} from "./pricing.ts";

export interface TimeLogDeps {
  db: Database;
  clock: Clock;
}

type Row = typeof timeLog.$inferSelect;
type Write = z.output<typeof TimeLogWriteSchema>;

const seeAll = (user: AuthenticatedUser) => user.role !== "member";

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
  user: AuthenticatedUser,
): SQL | undefined =>
  and(eq(table.companyId, user.companyId), seeAll(user) ? undefined : eq(table.userId, user.id));

export const visibleTo = (user: AuthenticatedUser) => visibleIn(timeLog, user);

/** What the filters of the list resolved to (ids checked against the company). */
export interface FilterValues {
  userId?: number;
  projectId?: number;
  debtorId?: number;
  activityId?: number;
  billable?: boolean;
  invoiced?: boolean;
}

/** The list's filters other than time and search, on the logs or on their daily totals. */
export function filterConditions(
  table: typeof timeLog | typeof timeLogDay,
  user: AuthenticatedUser,
  values: FilterValues,
): SQL | undefined {
  const { userId, projectId, debtorId, activityId, billable, invoiced } = values;
  return and(
    visibleIn(table, user),
    userId === undefined ? undefined : eq(table.userId, userId),
    projectId === undefined ? undefined : eq(table.projectId, projectId),
    debtorId === undefined
      ? undefined
      : sql`${table.projectId} in (select ${project.id} from ${project} where ${project.debtorId} = ${debtorId})`,
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

/** A running log's duration and amount are computed for `now`, never read stale from storage. */
export function toTimeLog(
  row: Row,
  now: Date,
  context?: PricingContext,
  debtorId: number | null = null,
): TimeLog {
  const isRunning = row.end === null;
  let duration = row.durationSeconds ?? 0;
  let amount = row.amount;
  if (isRunning) {
    duration = Math.max(0, Math.floor((now.getTime() - row.start.getTime()) / 1000));
    if (context) amount = priceLog(context, { ...row, debtorId }, now).amount;
  }
  const decimals = context ? decimalsOf(context, row.currency) : 2;
  return {
    id: row.id,
    user: row.userId,
    project: row.projectId,
    activity: row.activityId,
    description: row.description,
    start: isoString(row.start),
    end: row.end ? isoString(row.end) : null,
    is_running: isRunning,
    duration_seconds: duration,
    billable: row.billable,
    hourly_rate: row.hourlyRate,
    rate_type: row.rateType,
    rate_rule: row.rateRuleId,
    has_rate: row.hasRate,
    amount: formatStored(amount, decimals),
    currency: row.currency,
    invoice: row.invoiceId,
    created_at: isoString(row.createdAt),
    updated_at: isoString(row.updatedAt),
  };
}

/** Stored amounts carry three decimals; the API speaks the currency's own digits. */
function formatStored(amount: string, decimals: number): string {
  const [whole, fraction = ""] = amount.split(".");
  return decimals === 0 ? whole : `${whole}.${fraction.padEnd(decimals, "0").slice(0, decimals)}`;
}

/** Logs as the API shows them, pricing running ones with one context read. */
export async function present(
  db: Queryable,
  companyId: number,
  rows: (Row & { debtorId?: number | null })[],
  now: Date,
) {
  const context = await loadPricingContext(db, companyId);
  return rows.map((row) => toTimeLog(row, now, context, row.debtorId ?? null));
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `start_after`/`start_before`: an ISO datetime, or a date meaning 00:00 in the company's time zone. */
function instantFilter(field: string, raw: string | undefined, timezone: string | undefined) {
  if (raw === undefined || raw === "") return undefined;
  if (DATE_ONLY.test(raw)) return startOfDayIn(raw, timezone as string);
  const parsed = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)
    ? new Date(raw)
    : null;
  if (!parsed || Number.isNaN(parsed.getTime()))
    throw new ValidationError({ [field]: [FIELD_MESSAGES.invalidDatetime] });
  return parsed;
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

const FILTER_PARAMS = [
  "search",
  "user",
  "project",
  "debtor",
  "activity",
  "billable",
  "invoiced",
  "start_after",
  "start_before",
];

/** Joins the project and activity, for searching and sorting by their names. */
function withNames<T extends PgSelect>(query: T) {
  return query
    .innerJoin(project, eq(project.id, timeLog.projectId))
    .leftJoin(activity, eq(activity.id, timeLog.activityId));
}

/**
 * The exact number of logs the caller may see, read from the counters a
 * trigger keeps (no scan of the company's rows). Only for the unfiltered list.
 */
async function countVisible(db: Database, user: AuthenticatedUser): Promise<number> {
  const result = await db.execute(
    seeAll(user)
      ? sql`select coalesce(sum(count), 0)::text as count from time_log_counter where company_id = ${user.companyId}`
      : sql`select count::text as count from time_log_counter where company_id = ${user.companyId} and user_id = ${user.id}`,
  );
  return Number(rowsOf<{ count: string }>(result)[0]?.count ?? 0);
}

/**
 * The list as it opens (no filters, newest first) is the request made most: its
 * page and its count come from one prepared statement, the count from the
 * trigger-kept counters. One statement per database, built once.
 */
const openingPages = preparedPerDatabase((db) => {
  const company = sql.placeholder("company");
  const userId = sql.placeholder("user");
  const page = (name: string, where: SQL | undefined, counters: SQL) =>
    db
      .select({
        log: timeLog,
        total:
          sql<string>`(select coalesce(sum(count), 0) from time_log_counter where ${counters})::text`.as(
            "total",
          ),
      })
      .from(timeLog)
      .where(where)
      .orderBy(desc(timeLog.start), desc(timeLog.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name);
  return {
    all: page(
      "time_log_opening_page",
      eq(timeLog.companyId, company),
      sql`company_id = ${company}`,
    ),
    own: page(
      "time_log_opening_page_own",
      and(eq(timeLog.companyId, company), eq(timeLog.userId, userId)),
      sql`company_id = ${company} and user_id = ${userId}`,
    ),
  };
});

async function openingPage(db: Database, user: AuthenticatedUser, limit: number, offset: number) {
  const statements = openingPages(db);
  // `all()` (raw rows; every drizzle driver's prepared query has it, its type does not say so).
  const statement = (seeAll(user) ? statements.all : statements.own) as unknown as {
    all(values: Record<string, unknown>): Promise<Record<string, unknown>[]>;
  };
  const rows = await statement.all({ company: user.companyId, user: user.id, limit, offset });
  return rows.map((raw) => ({ log: toRow(raw), total: String(raw.total) }));
}

const toRow = rowMapper(timeLog);

/** The debtors of the page's running logs (only a running log is priced when read). */
async function withDebtors(db: Database, logs: Row[]) {
  const projectIds = [
    ...new Set(logs.filter((log) => log.end === null).map((log) => log.projectId)),
  ];
  const owners =
    projectIds.length === 0
      ? []
      : await db
          .select({ id: project.id, debtorId: project.debtorId })
          .from(project)
          .where(inArray(project.id, projectIds));
  const debtorOf = new Map(owners.map((entry) => [entry.id, entry.debtorId]));
  return logs.map((log) => ({ log, debtorId: debtorOf.get(log.projectId) ?? null }));
}

export async function listTimeLogs(
  deps: TimeLogDeps,
  request: FastifyRequest,
  user: AuthenticatedUser,
) {
  const { db } = deps;
  const query = request.query as Record<string, string | undefined>;
  const isUnfiltered = FILTER_PARAMS.every((name) => !query[name]);
  const { where: filters, dataVersion } = await resolveTimeLogFilters(db, user, query, {
    dataVersion: !isUnfiltered,
  });
  const isOpening =
    isUnfiltered &&
    requestedOrdering(query.ordering, { ...TIME_LOG_ORDERING, id: timeLog.id }).length === 0;
  // Searches and the debtor filter use subqueries; only sorting by a name needs the join.
  const needsJoin = /(^|,)\s*-?(project|activity)\s*(,|$)/.test(query.ordering ?? "");
  let openingTotal: number | undefined;
  const page = await listCollection(request, {
    searchFields: [],
    orderingFields: TIME_LOG_ORDERING,
    defaultOrdering: ["-start", "-id"],
    idColumn: timeLog.id,
    where: filters,
    count: async (where) =>
      isUnfiltered
        ? countVisible(db, user)
        : exactCount(
            db,
            user.companyId,
            db.select({ count: sql`count(*)` }).from(timeLog).where(where),
            dataVersion,
          ),
    countFromPage: isOpening ? () => openingTotal : undefined,
    fetch: async ({ where, orderBy, limit, offset }) => {
      if (isOpening) {
        const rows = await openingPage(db, user, limit, offset);
        // An empty page (past the end, or no logs at all) carries no count: `count` answers then.
        openingTotal = rows.length > 0 ? Number(rows[0].total) : undefined;
        return withDebtors(
          db,
          rows.map((row) => row.log),
        );
      }
      if (needsJoin) {
        return withNames(
          db.select({ log: timeLog, debtorId: project.debtorId }).from(timeLog).$dynamic(),
        )
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
      }
      // Without names to search or sort by, the page comes straight off the time-log index;
      // the page's debtors are read afterwards in one query.
      const logs = db
        .select()
        .from(timeLog)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return withDebtors(
        db,
        await readByShape(
          db,
          () => logs.toSQL(),
          toRow,
          () => logs.execute(),
        ),
      );
    },
  });
  const now = deps.clock();
  const hasRunning = page.results.some((row) => row.log.end === null);
  const context = hasRunning
    ? await loadPricingContext(db, user.companyId)
    : await formattingContext(db);
  return {
    ...page,
    results: page.results.map((row) => toTimeLog(row.log, now, context, row.debtorId)),
  };
}

/** The list's filters and search, shared with the exports and statistics later. */
export async function timeLogFilters(
  db: Database,
  user: AuthenticatedUser,
  query: Record<string, string | undefined>,
) {
  return (await resolveTimeLogFilters(db, user, query)).where;
}

/**
 * The filters as SQL, and the values they resolved to. In the same query: with
 * `dataVersion` the company's data version (for the count cache, which then needs
 * no query of its own), with `timezone` the company's zone (read anyway for a
 * date filter).
 */
export async function resolveTimeLogFilters(
  db: Database,
  user: AuthenticatedUser,
  query: Record<string, string | undefined>,
  options: { dataVersion?: boolean; timezone?: boolean } = {},
) {
  const companyId = user.companyId;
  // The named objects, the company's time zone for dates, and the projects and activities
  // whose names a search term matches: one query.
  const terms = searchTerms(query.search);
  const extras: Record<string, SQL> = {};
  if (
    options.timezone ||
    [query.start_after, query.start_before].some((raw) => DATE_ONLY.test(raw ?? ""))
  ) {
    extras.timezone = sql`(select ${company.timezone} from ${company} where ${company.id} = ${companyId})`;
  }
  if (options.dataVersion) extras.version = companyDataVersion(companyId);
  terms.forEach((term, index) => {
    extras[`projects${index}`] = namesMatching(project, companyId, term);
    extras[`activities${index}`] = namesMatching(activity, companyId, term);
  });
  const { ids, extras: found } = await idFilters(
    db,
    companyId,
    (["user", "project", "debtor", "activity"] as const).map((kind) => ({
      field: kind,
      kind,
      raw: query[kind],
    })),
    extras,
  );
  const timezone = found.timezone as string | undefined;
  const values: FilterValues = {
    userId: ids.user,
    projectId: ids.project,
    debtorId: ids.debtor,
    activityId: ids.activity,
    billable: boolFilter("billable", query.billable),
    invoiced: boolFilter("invoiced", query.invoiced),
  };
  const after = instantFilter("start_after", query.start_after, timezone);
  const before = instantFilter("start_before", query.start_before, timezone);
  const where = and(
    filterConditions(timeLog, user, values),
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
  return { where, values, timezone, dataVersion: found.version as string | undefined };
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

export async function findTimeLog(db: Queryable, user: AuthenticatedUser, id: number) {
  const [row] = await db
    .select({ log: timeLog, debtorId: project.debtorId })
    .from(timeLog)
    .innerJoin(project, eq(project.id, timeLog.projectId))
    .where(and(eq(timeLog.id, id), visibleTo(user)));
  if (!row) throw notFound();
  return row;
}

export async function getTimeLog(deps: TimeLogDeps, user: AuthenticatedUser, id: number) {
  const row = await findTimeLog(deps.db, user, id);
  const [log] = await present(
    deps.db,
    user.companyId,
    [{ ...row.log, debtorId: row.debtorId }],
    deps.clock(),
  );
  return log;
}

interface Resolved {
  userId: number;
  projectId: number;
  activityId: number | null;
  description: string;
  start: Date;
  end: Date | null;
  billable: boolean;
}

/** Checks a write (new or merged onto an existing log) and fills the defaults. */
async function resolveWrite(
  db: Database,
  actor: AuthenticatedUser,
  body: Write,
  existing?: Row,
): Promise<Resolved> {
  const missing: Record<string, string[]> = {};
  if (!existing && body.project === undefined) missing.project = [FIELD_MESSAGES.required];
  if (!existing && body.start === undefined) missing.start = [FIELD_MESSAGES.required];
  if (Object.keys(missing).length > 0) throw new ValidationError(missing);

  const userId = body.user ?? existing?.userId ?? actor.id;
  if (!seeAll(actor) && userId !== actor.id) {
    throw new ValidationError({ user: [FIELD_MESSAGES.invalidPk(userId)] });
  }
  await checkRefs(db, actor.companyId, {
    user: { kind: "user", id: body.user },
    project: { kind: "project", id: body.project },
    activity: { kind: "activity", id: body.activity },
  });
  const projectId = (body.project ?? existing?.projectId) as number;
  const activityId = body.activity !== undefined ? body.activity : (existing?.activityId ?? null);
  const start = body.start !== undefined ? new Date(body.start) : (existing?.start as Date);
  const end =
    body.end !== undefined
      ? body.end === null
        ? null
        : new Date(body.end)
      : (existing?.end ?? null);
  if (end) {
    if (end < start) throw new ValidationError({ end: [PROJECT_MESSAGES.endBeforeStart] });
    if (end.getTime() - start.getTime() > MAX_TIME_LOG_SECONDS * 1000) {
      throw new ValidationError({ end: [PROJECT_MESSAGES.tooLong] });
    }
  }
  let billable: boolean;
  if (body.billable !== undefined) billable = body.billable;
  else if (existing && body.project === undefined && body.activity === undefined)
    billable = existing.billable;
  else billable = await billableDefault(db, projectId, activityId);
  return {
    userId,
    projectId,
    activityId,
    description: body.description ?? existing?.description ?? "",
    start,
    end,
    billable,
  };
}

/** Billable by default: the activity's setting, else the project's. */
async function billableDefault(db: Database, projectId: number, activityId: number | null) {
  if (activityId !== null) {
    const [row] = await db
      .select({ billable: activity.billableByDefault })
      .from(activity)
      .where(eq(activity.id, activityId));
    if (row) return row.billable;
  }
  const [row] = await db
    .select({ billable: project.billableByDefault })
    .from(project)
    .where(eq(project.id, projectId));
  return row.billable;
}

/** Prices and writes a log; the unique index turns a second running log into a clear 400. */
async function store(deps: TimeLogDeps, actor: AuthenticatedUser, values: Resolved, id?: number) {
  const { db } = deps;
  const [target] = await db
    .select({ currency: project.currency, debtorId: project.debtorId })
    .from(project)
    .where(eq(project.id, values.projectId));
  const context = await loadPricingContext(db, actor.companyId);
  const now = deps.clock();
  const priced = priceLog(
    context,
    { ...values, debtorId: target.debtorId, currency: target.currency },
    now,
  );
  const row = {
    ...values,
    companyId: actor.companyId,
    currency: target.currency,
    durationSeconds: values.end
      ? Math.floor((values.end.getTime() - values.start.getTime()) / 1000)
      : null,
    ...priced,
    amount: values.end ? priced.amount : "0",
    updatedAt: now,
  };
  try {
    const [saved] = id
      ? await db.update(timeLog).set(row).where(eq(timeLog.id, id)).returning()
      : await db
          .insert(timeLog)
          .values({ ...row, createdAt: now })
          .returning();
    return toTimeLog(saved, now, context, target.debtorId);
  } catch (error) {
    if (isUniqueViolation(error, "time_log_one_running_key")) {
      const [running] = await db
        .select({ id: timeLog.id })
        .from(timeLog)
        .where(and(eq(timeLog.userId, values.userId), isNull(timeLog.end)));
      throw new ValidationError({
        [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.alreadyRunning(running?.id ?? 0)],
      });
    }
    throw error;
  }
}

export async function createTimeLog(deps: TimeLogDeps, actor: AuthenticatedUser, body: Write) {
  return store(deps, actor, await resolveWrite(deps.db, actor, body));
}

function assertNotInvoiced(row: Row) {
  if (row.invoiceId !== null)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.invoicedLocked] });
}

export async function updateTimeLog(
  deps: TimeLogDeps,
  actor: AuthenticatedUser,
  id: number,
  body: Write,
) {
  const { log } = await findTimeLog(deps.db, actor, id);
  assertNotInvoiced(log);
  return store(deps, actor, await resolveWrite(deps.db, actor, body, log), id);
}

export async function deleteTimeLog(deps: TimeLogDeps, actor: AuthenticatedUser, id: number) {
  const { log } = await findTimeLog(deps.db, actor, id);
  assertNotInvoiced(log);
  await deps.db.delete(timeLog).where(eq(timeLog.id, id));
}

/** Starts the caller's timer now; with `stop_running` a running one is stopped first. */
export async function startTimer(
  deps: TimeLogDeps,
  actor: AuthenticatedUser,
  body: { project: number; activity?: number | null; description?: string; stop_running?: boolean },
) {
  if (body.stop_running) {
    const [running] = await deps.db
      .select({ id: timeLog.id })
      .from(timeLog)
      .where(and(eq(timeLog.userId, actor.id), isNull(timeLog.end)));
    if (running) await stopTimer(deps, actor, running.id);
  }
  const values = await resolveWrite(deps.db, actor, {
    project: body.project,
    activity: body.activity ?? null,
    description: body.description ?? "",
    start: deps.clock().toISOString(),
    end: null,
    user: actor.id,
  });
  return store(deps, actor, values);
}

/** Ends a running log now (at most 24 hours after its start). */
export async function stopTimer(deps: TimeLogDeps, actor: AuthenticatedUser, id: number) {
  const { log } = await findTimeLog(deps.db, actor, id);
  if (log.end !== null)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.notRunning] });
  const now = deps.clock().getTime();
  const end = new Date(Math.min(now, log.start.getTime() + MAX_TIME_LOG_SECONDS * 1000));
  const values = await resolveWrite(deps.db, actor, { end: end.toISOString() }, log);
  return store(deps, actor, values, id);
}

/** The running log of a user, prepared once per database: the app bar asks on every page. */
const runningRead = preparedPerDatabase((db) =>
  db
    .select({ log: timeLog, debtorId: project.debtorId })
    .from(timeLog)
    .innerJoin(project, eq(project.id, timeLog.projectId))
    .where(and(eq(timeLog.userId, sql.placeholder("user")), isNull(timeLog.end)))
    .prepare("running_time_log"),
);

export async function runningTimeLog(deps: TimeLogDeps, actor: AuthenticatedUser) {
  const [row] = await runningRead(deps.db).execute({ user: actor.id });
  if (!row) throw notFound();
  const [log] = await present(
    deps.db,
    actor.companyId,
    [{ ...row.log, debtorId: row.debtorId }],
    deps.clock(),
  );
  return log;
}

/** Totals of the filtered list: tracked and billable time, and amounts per currency. */
export async function timeLogTotals(
  deps: TimeLogDeps,
  request: FastifyRequest,
  user: AuthenticatedUser,
) {
  const { db } = deps;
  const where = await timeLogFilters(db, user, request.query as Record<string, string | undefined>);
  const rows = await db
    .select({
      currency: timeLog.currency,
      tracked: sql<string>`coalesce(sum(${timeLog.durationSeconds}), 0)`,
      billable: sql<string>`coalesce(sum(${timeLog.durationSeconds}) filter (where ${timeLog.billable}), 0)`,
      amount: sql<string>`coalesce(sum(${timeLog.amount}) filter (where ${timeLog.billable}), 0)`,
    })
    .from(timeLog)
    .innerJoin(project, eq(project.id, timeLog.projectId))
    .leftJoin(activity, eq(activity.id, timeLog.activityId))
    .where(where)
    .groupBy(timeLog.currency)
    .orderBy(timeLog.currency);
  const context = await loadPricingContext(db, user.companyId);
  return {
    tracked_seconds: rows.reduce((sum, row) => sum + Number(row.tracked), 0),
    billable_seconds: rows.reduce((sum, row) => sum + Number(row.billable), 0),
    amounts: rows.map((row) => ({
      currency: row.currency,
      amount: roundDecimal(row.amount, decimalsOf(context, row.currency)),
    })),
  };
}
