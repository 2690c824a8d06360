import {
  FIELD_MESSAGES,
  type HourlyRateRule,
  type HourlyRateRuleWriteSchema,
  PROJECT_MESSAGES,
} from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Clock } from "../../clock.ts";
import type { Database } from "../../db/open-database.ts";
import { hourlyRateRule } from "../../db/schema/index.ts";
import { listCollection } from "../../http/collection.ts";
import { notFound, ValidationError } from "../../http/errors.ts";
import { checkRefs, idFilter } from "./company-refs.ts";
import { recalculateCompanyLogs } from "./pricing.ts";

type Row = typeof hourlyRateRule.$inferSelect;
type Write = z.output<typeof HourlyRateRuleWriteSchema>;

export const toRule = (row: Row): HourlyRateRule => ({
  id: row.id,
  debtor: row.debtorId,
  project: row.projectId,
  activity: row.activityId,
  user: row.userId,
  rate_type: row.rateType,
  rate: row.rate,
  internal_rate: row.internalRate,
  valid_from: row.validFrom,
  valid_until: row.validUntil,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listRules(db: Database, request: FastifyRequest, companyId: number) {
  const query = request.query as { project?: string; debtor?: string };
  const projectId = await idFilter(db, companyId, "project", "project", query.project);
  const debtorId = await idFilter(db, companyId, "debtor", "debtor", query.debtor);
  const page = await listCollection(request, {
    searchFields: [hourlyRateRule.description],
    orderingFields: {
      rate: hourlyRateRule.rate,
      valid_from: hourlyRateRule.validFrom,
      created_at: hourlyRateRule.createdAt,
    },
    defaultOrdering: ["id"],
    idColumn: hourlyRateRule.id,
    where: and(
      eq(hourlyRateRule.companyId, companyId),
      projectId === undefined ? undefined : eq(hourlyRateRule.projectId, projectId),
      debtorId === undefined ? undefined : eq(hourlyRateRule.debtorId, debtorId),
    ),
    count: (where) => db.$count(hourlyRateRule, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(hourlyRateRule)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, results: page.results.map(toRule) };
}

async function findRule(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(hourlyRateRule)
    .where(and(eq(hourlyRateRule.id, id), eq(hourlyRateRule.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

export async function getRule(db: Database, companyId: number, id: number) {
  return toRule(await findRule(db, companyId, id));
}

async function validate(db: Database, companyId: number, body: Write, existing?: Row) {
  await checkRefs(db, companyId, {
    debtor: { kind: "debtor", id: body.debtor },
    project: { kind: "project", id: body.project },
    activity: { kind: "activity", id: body.activity },
    user: { kind: "user", id: body.user },
  });
  const from = body.valid_from !== undefined ? body.valid_from : existing?.validFrom;
  const until = body.valid_until !== undefined ? body.valid_until : existing?.validUntil;
  if (from && until && until < from) {
    throw new ValidationError({ valid_until: [PROJECT_MESSAGES.validUntilBeforeFrom] });
  }
}

const toColumns = (body: Write) => ({
  debtorId: body.debtor,
  projectId: body.project,
  activityId: body.activity,
  userId: body.user,
  rateType: body.rate_type,
  rate: body.rate,
  internalRate: body.internal_rate,
  validFrom: body.valid_from,
  validUntil: body.valid_until,
  description: body.description,
});

/** Every change to the rules re-prices the company's logs that are not invoiced, in one transaction. */
export async function createRule(
  deps: { db: Database; clock: Clock },
  companyId: number,
  body: Write,
) {
  const missing = (["rate_type", "rate"] as const).filter((field) => body[field] === undefined);
  if (missing.length > 0) {
    throw new ValidationError(
      Object.fromEntries(missing.map((field) => [field, [FIELD_MESSAGES.required]])),
    );
  }
  await validate(deps.db, companyId, body);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(hourlyRateRule)
      .values({
        ...toColumns(body),
        rateType: body.rate_type as "hourly",
        rate: body.rate as string,
        companyId,
      })
      .returning();
    await recalculateCompanyLogs(tx, companyId, deps.clock());
    return created;
  });
  return toRule(row);
}

export async function updateRule(
  deps: { db: Database; clock: Clock },
  companyId: number,
  id: number,
  body: Write,
) {
  const existing = await findRule(deps.db, companyId, id);
  await validate(deps.db, companyId, body, existing);
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(hourlyRateRule)
      .set({ ...toColumns(body), updatedAt: new Date() })
      .where(eq(hourlyRateRule.id, id))
      .returning();
    await recalculateCompanyLogs(tx, companyId, deps.clock());
    return updated;
  });
  return toRule(row);
}

export async function deleteRule(
  deps: { db: Database; clock: Clock },
  companyId: number,
  id: number,
) {
  await findRule(deps.db, companyId, id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(hourlyRateRule).where(eq(hourlyRateRule.id, id));
    await recalculateCompanyLogs(tx, companyId, deps.clock());
  });
}
