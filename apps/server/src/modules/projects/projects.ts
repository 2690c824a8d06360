import {
  FIELD_MESSAGES,
  NON_FIELD_ERRORS,
  nextProjectColor,
  PROJECT_MESSAGES,
  type Project,
  type ProjectWriteSchema,
} from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/open-database.ts";
import { preparedPerDatabase } from "../../db/per-database.ts";
import {
  activity,
  company,
  currency,
  debtor,
  project,
  projectTimeTotal,
  timeLog,
} from "../../db/schema/index.ts";
import { listCollection } from "../../http/collection.ts";
import { notFound, ValidationError } from "../../http/errors.ts";
import { roundDecimal, toCents } from "../../money.ts";
import { boolFilter, checkRefs, idFilter } from "./company-refs.ts";
import { decimalsOf, formattingContext } from "./pricing.ts";

type Row = typeof project.$inferSelect;
type Write = z.output<typeof ProjectWriteSchema>;

export const toProject = (row: Row): Project => ({
  id: row.id,
  debtor: row.debtorId,
  name: row.name,
  description: row.description,
  color: row.color,
  currency: row.currency,
  billable_by_default: row.billableByDefault,
  budget_hours: row.budgetHours,
  budget_amount: row.budgetAmount,
  start_date: row.startDate,
  end_date: row.endDate,
  is_archived: row.isArchived,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listProjects(db: Database, request: FastifyRequest, companyId: number) {
  const query = request.query as { is_archived?: string; debtor?: string };
  const archived = boolFilter("is_archived", query.is_archived);
  const debtorId = await idFilter(db, companyId, "debtor", "debtor", query.debtor);
  const page = await listCollection(request, {
    searchFields: [project.name, project.description],
    orderingFields: {
      name: sql`lower(${project.name}) collate "C"`,
      created_at: project.createdAt,
    },
    defaultOrdering: ["name"],
    idColumn: project.id,
    where: and(
      eq(project.companyId, companyId),
      archived === undefined ? undefined : eq(project.isArchived, archived),
      debtorId === undefined ? undefined : eq(project.debtorId, debtorId),
    ),
    count: (where) => db.$count(project, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(project)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, results: page.results.map(toProject) };
}

export async function findProject(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(project)
    .where(and(eq(project.id, id), eq(project.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

const percent = (used: bigint, budget: bigint) =>
  budget > 0n ? Number((used * 10000n) / budget) / 100 : null;

/**
 * A project of the company with its totals as the triggers keep them (a project
 * without logs has no totals row yet): one prepared statement per database.
 */
const projectWithTotals = preparedPerDatabase((db) =>
  db
    .select({
      project,
      tracked: projectTimeTotal.trackedSeconds,
      billable: projectTimeTotal.billableSeconds,
      amount: projectTimeTotal.amount,
      unbilled: projectTimeTotal.unbilledAmount,
    })
    .from(project)
    .leftJoin(projectTimeTotal, eq(projectTimeTotal.projectId, project.id))
    .where(
      and(eq(project.id, sql.placeholder("id")), eq(project.companyId, sql.placeholder("company"))),
    )
    .prepare("project_with_totals"),
);

/** A project with its totals and the use of its budgets (memberss see the whole project's use). */
export async function getProject(db: Database, companyId: number, id: number) {
  const [found] = await projectWithTotals(db).execute({ id, company: companyId });
  if (!found) throw notFound();
  const row = found.project;
  const totals = {
    tracked: found.tracked ?? 0,
    billable: found.billable ?? 0,
    amount: found.amount ?? "0",
    unbilled: found.unbilled ?? "0",
  };
  const decimals = decimalsOf(await formattingContext(db), row.currency);
  const amount = roundDecimal(totals.amount, decimals);
  const trackedSeconds = Number(totals.tracked);
  return {
    ...toProject(row),
    tracked_seconds: trackedSeconds,
    billable_seconds: Number(totals.billable),
    billable_amount: amount,
    unbilled_amount: roundDecimal(totals.unbilled, decimals),
    budget_hours_used_percent: row.budgetHours
      ? percent(BigInt(trackedSeconds) * 100n, toCents(row.budgetHours) * 3600n)
      : null,
    budget_amount_used_percent: row.budgetAmount
      ? percent(toCents(roundDecimal(totals.amount, 2)), toCents(row.budgetAmount))
      : null,
  };
}

async function validate(db: Database, companyId: number, body: Write, existing?: Row) {
  await checkRefs(db, companyId, { debtor: { kind: "debtor", id: body.debtor } });
  const errors: Record<string, string[]> = {};
  if (body.currency) {
    const [known] = await db
      .select({ id: currency.id })
      .from(currency)
      .where(eq(currency.code, body.currency));
    if (!known) errors.currency = [FIELD_MESSAGES.invalidChoice(body.currency)];
  }
  const start = body.start_date !== undefined ? body.start_date : existing?.startDate;
  const end = body.end_date !== undefined ? body.end_date : existing?.endDate;
  if (start && end && end < start) errors.end_date = [PROJECT_MESSAGES.endDateBeforeStart];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The project's currency: given, else its debtor's, else the company's. */
async function defaultCurrency(
  db: Database,
  companyId: number,
  debtorId: number | null | undefined,
) {
  if (debtorId) {
    const [owner] = await db
      .select({ currency: debtor.currency })
      .from(debtor)
      .where(eq(debtor.id, debtorId));
    if (owner?.currency) return owner.currency;
  }
  const [row] = await db
    .select({ currency: company.defaultCurrency })
    .from(company)
    .where(eq(company.id, companyId));
  return row.currency;
}

const toColumns = (body: Write) => ({
  debtorId: body.debtor,
  name: body.name,
  description: body.description,
  color: body.color,
  billableByDefault: body.billable_by_default,
  budgetHours: body.budget_hours,
  budgetAmount: body.budget_amount,
  startDate: body.start_date,
  endDate: body.end_date,
  isArchived: body.is_archived,
});

export async function createProject(db: Database, companyId: number, body: Write) {
  if (!body.name) throw new ValidationError({ name: [FIELD_MESSAGES.required] });
  await validate(db, companyId, body);
  const [row] = await db
    .insert(project)
    .values({
      ...toColumns(body),
      name: body.name,
      companyId,
      color:
        body.color ?? nextProjectColor(await db.$count(project, eq(project.companyId, companyId))),
      currency: body.currency ?? (await defaultCurrency(db, companyId, body.debtor)),
    })
    .returning();
  return getProject(db, companyId, row.id);
}

export async function updateProject(db: Database, companyId: number, id: number, body: Write) {
  const existing = await findProject(db, companyId, id);
  await validate(db, companyId, body, existing);
  await db
    .update(project)
    .set({ ...toColumns(body), currency: body.currency ?? undefined, updatedAt: new Date() })
    .where(eq(project.id, id));
  return getProject(db, companyId, id);
}

export async function deleteProject(db: Database, companyId: number, id: number) {
  await findProject(db, companyId, id);
  if ((await db.$count(timeLog, eq(timeLog.projectId, id))) > 0) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.projectInUse] });
  }
  // Its rules and its own activities are configuration of the project and go with it.
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from hourly_rate_rule where project_id = ${id} or activity_id in (select id from activity where project_id = ${id})`,
    );
    await tx.delete(activity).where(eq(activity.projectId, id));
    await tx.delete(project).where(eq(project.id, id));
  });
}
