import {
  type Activity,
  type ActivityWriteSchema,
  FIELD_MESSAGES,
  NON_FIELD_ERRORS,
  PROJECT_MESSAGES,
} from "@tempus/contract";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/open-database.ts";
import { activity, hourlyRateRule, timeLog } from "../../db/schema/index.ts";
import { listCollection } from "../../http/collection.ts";
import { notFound, ValidationError } from "../../http/errors.ts";
import { boolFilter, checkRefs, idFilter } from "./company-refs.ts";

type Row = typeof activity.$inferSelect;
type Write = z.output<typeof ActivityWriteSchema>;

export const toActivity = (row: Row): Activity => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: row.color,
  billable_by_default: row.billableByDefault,
  project: row.projectId,
  is_archived: row.isArchived,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** `project=…` lists the activities usable on that project: its own and the global ones. */
export async function listActivities(db: Database, request: FastifyRequest, companyId: number) {
  const query = request.query as { is_archived?: string; project?: string };
  const archived = boolFilter("is_archived", query.is_archived);
  const projectId = await idFilter(db, companyId, "project", "project", query.project);
  const page = await listCollection(request, {
    searchFields: [activity.name, activity.description],
    orderingFields: {
      name: sql`lower(${activity.name}) collate "C"`,
      created_at: activity.createdAt,
    },
    defaultOrdering: ["name"],
    idColumn: activity.id,
    where: and(
      eq(activity.companyId, companyId),
      archived === undefined ? undefined : eq(activity.isArchived, archived),
      projectId === undefined
        ? undefined
        : or(isNull(activity.projectId), eq(activity.projectId, projectId)),
    ),
    count: (where) => db.$count(activity, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(activity)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, results: page.results.map(toActivity) };
}

export async function findActivity(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(activity)
    .where(and(eq(activity.id, id), eq(activity.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

const toColumns = (body: Write) => ({
  name: body.name,
  description: body.description,
  color: body.color,
  billableByDefault: body.billable_by_default,
  projectId: body.project,
  isArchived: body.is_archived,
});

export async function createActivity(db: Database, companyId: number, body: Write) {
  if (!body.name) throw new ValidationError({ name: [FIELD_MESSAGES.required] });
  await checkRefs(db, companyId, { project: { kind: "project", id: body.project } });
  const [row] = await db
    .insert(activity)
    .values({ ...toColumns(body), name: body.name, companyId })
    .returning();
  return toActivity(row);
}

export async function updateActivity(db: Database, companyId: number, id: number, body: Write) {
  await findActivity(db, companyId, id);
  await checkRefs(db, companyId, { project: { kind: "project", id: body.project } });
  const [row] = await db
    .update(activity)
    .set({ ...toColumns(body), updatedAt: new Date() })
    .where(eq(activity.id, id))
    .returning();
  return toActivity(row);
}

export async function deleteActivity(db: Database, companyId: number, id: number) {
  await findActivity(db, companyId, id);
  if ((await db.$count(timeLog, eq(timeLog.activityId, id))) > 0) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.activityInUse] });
  }
  await db.transaction(async (tx) => {
    await tx.delete(hourlyRateRule).where(eq(hourlyRateRule.activityId, id));
    await tx.delete(activity).where(eq(activity.id, id));
  });
}
