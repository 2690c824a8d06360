import {
  FIELD_MESSAGES,
  MAX_TIME_LOG_SECONDS,
  NON_FIELD_ERRORS,
  PROJECT_MESSAGES,
  seesAllTime,
  type TimeLogWriteSchema,
} from "@tempus/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../core/actor.ts";
import { notFound, ValidationError } from "../../core/errors.ts";
import { ofCompany, sameCompanyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { activity, project, timeLog } from "../../db/schema/index.ts";
import { checkRefs } from "../../db/tenant-refs.ts";
import {
  assertOpen,
  loadPricingContext,
  lockedPeriod,
  type PricingContext,
  priceLog,
  repriceDays,
  withPricingLock,
} from "../pricing/index.ts";
import type { TimeDeps } from "./deps.ts";
import { checkTags } from "./log-tags.ts";
import { auditedTimeLog, recordTimeLogChange } from "./time-log-audit.ts";
import { visibleTo } from "./time-log-filters.ts";
import { type LogWithDebtor, type TimeLogRow, toTimeLog } from "./time-log-presenter.ts";

export type TimeLogWrite = z.output<typeof TimeLogWriteSchema>;

/**
 * Runs a time-log write in one transaction under the company's pricing lock
 * (`pricing-lock.ts`): what it reads (the log, the running timer, the rules) stays
 * as read until it has written, whatever runs beside it.
 */
export function lockedWrite<T>(
  deps: TimeDeps,
  actor: Actor,
  work: (locked: TimeDeps) => Promise<T>,
): Promise<T> {
  return withPricingLock(deps.db, actor.companyId, (tx) => work({ ...deps, db: tx }));
}

/** A log the caller may see, with its project's debtor; another's or a missing one is 404. */
export async function findTimeLog(db: Queryable, user: Actor, id: number): Promise<LogWithDebtor> {
  const [row] = await db
    .select({ log: timeLog, debtorId: project.debtorId })
    .from(timeLog)
    .innerJoin(project, sameCompanyRow(project, timeLog, timeLog.projectId))
    .where(and(eq(timeLog.id, id), visibleTo(user)));
  if (!row) throw notFound();
  return row;
}

/** An invoiced log is final. */
export function assertNotInvoiced(row: TimeLogRow) {
  if (row.invoiceId !== null)
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.invoicedLocked] });
}

/** The id of the user's running log, if one runs. */
export async function runningLogId(db: Queryable, companyId: number, userId: number) {
  const [running] = await db
    .select({ id: timeLog.id })
    .from(timeLog)
    .where(and(eq(timeLog.companyId, companyId), eq(timeLog.userId, userId), isNull(timeLog.end)));
  return running?.id;
}

export interface ResolvedWrite {
  /** The tags the log is to carry (checked); undefined: those it has stay. */
  tags?: number[];
  userId: number;
  projectId: number;
  activityId: number | null;
  description: string;
  start: Date;
  end: Date | null;
  billable: boolean;
}

/** Checks a write (new or merged onto an existing log) and fills the defaults. */
export async function resolveWrite(
  db: Queryable,
  actor: Actor,
  body: TimeLogWrite,
  existing?: TimeLogRow,
  /** The body's references were checked already (one change written to several logs). */
  refsChecked = false,
): Promise<ResolvedWrite> {
  const missing: Record<string, string[]> = {};
  if (!existing && body.project === undefined) missing.project = [FIELD_MESSAGES.required];
  if (!existing && body.start === undefined) missing.start = [FIELD_MESSAGES.required];
  if (Object.keys(missing).length > 0) throw new ValidationError(missing);

  const userId = body.user ?? existing?.userId ?? actor.id;
  if (!seesAllTime(actor) && userId !== actor.id) {
    throw new ValidationError({ user: [FIELD_MESSAGES.invalidPk(userId)] });
  }
  if (!refsChecked)
    await checkRefs(db, actor.companyId, {
      user: { kind: "user", id: body.user },
      project: { kind: "project", id: body.project },
      activity: { kind: "activity", id: body.activity },
    });
  const projectId = (body.project ?? existing?.projectId) as number;
  const activityId = body.activity !== undefined ? body.activity : (existing?.activityId ?? null);
  const start = body.start !== undefined ? new Date(body.start) : (existing?.start as Date);
  // Neither the log's time nor where it moves may lie in the company's locked period.
  assertOpen(await lockedPeriod(db, actor.companyId), start, ...(existing ? [existing.start] : []));
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
  else billable = await billableDefault(db, actor.companyId, projectId, activityId);
  if (body.tags !== undefined && !refsChecked) await checkTags(db, actor.companyId, body.tags);
  return {
    tags: body.tags,
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
async function billableDefault(
  db: Queryable,
  companyId: number,
  projectId: number,
  activityId: number | null,
) {
  if (activityId !== null) {
    const [row] = await db
      .select({ billable: activity.billableByDefault })
      .from(activity)
      .where(ofCompany(activity, companyId, activityId));
    if (row) return row.billable;
  }
  const [row] = await db
    .select({ billable: project.billableByDefault })
    .from(project)
    .where(ofCompany(project, companyId, projectId));
  return row.billable;
}

/**
 * Prices and writes a log. Runs inside `lockedWrite`: a second running log of
 * the user is refused here (the unique index behind it is the last guard).
 */
export async function storeTimeLog(
  deps: TimeDeps,
  actor: Actor,
  values: ResolvedWrite,
  id?: number,
  /** The company's rules as read under the same lock (several logs written in one go). */
  pricing?: PricingContext,
) {
  const { db } = deps;
  const { tags, ...columns } = values;
  const tagged = tags === undefined ? {} : { tagIds: tags };
  if (values.end === null) {
    const running = await runningLogId(db, actor.companyId, values.userId);
    if (running !== undefined && running !== id) {
      throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.alreadyRunning(running)] });
    }
  }
  const [target] = await db
    .select({ currency: project.currency, debtorId: project.debtorId })
    .from(project)
    .where(ofCompany(project, actor.companyId, values.projectId));
  const context = pricing ?? (await loadPricingContext(db, actor.companyId));
  const now = deps.clock();
  const priced = priceLog(
    context,
    { ...values, debtorId: target.debtorId, currency: target.currency },
    now,
  );
  const row = {
    ...columns,
    ...tagged,
    currency: target.currency,
    durationSeconds: values.end
      ? Math.floor((values.end.getTime() - values.start.getTime()) / 1000)
      : null,
    ...priced,
    // A running log's billed time and amount are computed when read.
    billedSeconds: values.end ? priced.billedSeconds : null,
    amount: values.end ? priced.amount : "0",
    updatedAt: now,
  };
  // What the log was: for the audit trail (decision 038), and the day it leaves, where a rule
  // rounds per day (decision 031), is shared out again too.
  const [before] = id
    ? await db
        .select({
          userId: timeLog.userId,
          projectId: timeLog.projectId,
          activityId: timeLog.activityId,
          description: timeLog.description,
          start: timeLog.start,
          end: timeLog.end,
          billable: timeLog.billable,
          tagIds: timeLog.tagIds,
        })
        .from(timeLog)
        .where(ofCompany(timeLog, actor.companyId, id))
    : [];
  const [saved] = id
    ? await db
        .update(timeLog)
        .set(row)
        // An invoice issued since the log was read has locked it: nothing is written.
        .where(
          and(
            eq(timeLog.companyId, actor.companyId),
            eq(timeLog.id, id),
            isNull(timeLog.invoiceId),
          ),
        )
        .returning()
    : await db
        .insert(timeLog)
        .values({ ...row, companyId: actor.companyId, createdAt: now })
        .returning();
  if (!saved) throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.invoicedLocked] });
  await recordTimeLogChange(db, actor, saved.id, {
    before: before ? auditedTimeLog(before) : null,
    after: auditedTimeLog(saved),
    at: now,
  });
  const perDay = context.rounding.some((rule) => rule.scope === "day");
  const shared = await repriceDays(
    db,
    actor.companyId,
    context,
    before && perDay ? [before, saved] : [saved],
  );
  const own = shared.get(saved.id);
  return toTimeLog(own ? { ...saved, ...own } : saved, now, context, target.debtorId);
}
