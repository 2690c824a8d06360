import {
  type Debtor,
  type DebtorWriteSchema,
  FIELD_MESSAGES,
  NON_FIELD_ERRORS,
  PROJECT_MESSAGES,
} from "@tempus/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/open-database.ts";
import { currency, debtor, hourlyRateRule, project, timeLog } from "../../db/schema/index.ts";
import { listCollection } from "../../http/collection.ts";
import { notFound, ValidationError } from "../../http/errors.ts";
import { roundDecimal } from "../../money.ts";
import { boolFilter } from "./company-refs.ts";
import { decimalsOf, formattingContext } from "./pricing.ts";

type Row = typeof debtor.$inferSelect;
type Write = z.output<typeof DebtorWriteSchema>;

export const toDebtor = (row: Row): Debtor => ({
  id: row.id,
  name: row.name,
  contact_person: row.contactPerson,
  email: row.email,
  phone: row.phone,
  street: row.street,
  zip_code: row.zipCode,
  city: row.city,
  country: row.country,
  vat_id: row.vatId,
  currency: row.currency,
  payment_terms_days: row.paymentTermsDays,
  notes: row.notes,
  is_archived: row.isArchived,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listDebtors(db: Database, request: FastifyRequest, companyId: number) {
  const query = request.query as { is_archived?: string };
  const archived = boolFilter("is_archived", query.is_archived);
  const page = await listCollection(request, {
    searchFields: [debtor.name, debtor.contactPerson, debtor.email, debtor.city],
    orderingFields: { name: sql`lower(${debtor.name}) collate "C"`, created_at: debtor.createdAt },
    defaultOrdering: ["name"],
    idColumn: debtor.id,
    where: and(
      eq(debtor.companyId, companyId),
      archived === undefined ? undefined : eq(debtor.isArchived, archived),
    ),
    count: (where) => db.$count(debtor, where),
    fetch: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(debtor)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, results: page.results.map(toDebtor) };
}

async function findDebtor(db: Database, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(debtor)
    .where(and(eq(debtor.id, id), eq(debtor.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** A debtor with what is tracked for them and not yet invoiced. */
export async function getDebtor(db: Database, companyId: number, id: number) {
  const row = await findDebtor(db, companyId, id);
  const totals = await db
    .select({
      currency: timeLog.currency,
      seconds: sql<string>`coalesce(sum(${timeLog.durationSeconds}), 0)`,
      amount: sql<string>`coalesce(sum(${timeLog.amount}) filter (where ${timeLog.billable}), 0)`,
    })
    .from(timeLog)
    .innerJoin(project, eq(project.id, timeLog.projectId))
    .where(
      and(eq(project.debtorId, id), eq(timeLog.companyId, companyId), isNull(timeLog.invoiceId)),
    )
    .groupBy(timeLog.currency);
  const context = await formattingContext(db);
  return {
    ...toDebtor(row),
    unbilled_seconds: totals.reduce((sum, entry) => sum + Number(entry.seconds), 0),
    unbilled_amounts: totals
      .filter((entry) => !/^0(\.0+)?$/.test(entry.amount))
      .map((entry) => {
        const decimals = decimalsOf(context, entry.currency);
        return { currency: entry.currency, amount: roundDecimal(entry.amount, decimals) };
      }),
  };
}

async function checkCurrency(db: Database, code: string | null | undefined) {
  if (!code) return;
  const [known] = await db
    .select({ id: currency.id })
    .from(currency)
    .where(eq(currency.code, code));
  if (!known) throw new ValidationError({ currency: [FIELD_MESSAGES.invalidChoice(code)] });
}

const toColumns = (body: Write) => ({
  name: body.name,
  contactPerson: body.contact_person,
  email: body.email,
  phone: body.phone,
  street: body.street,
  zipCode: body.zip_code,
  city: body.city,
  country: body.country,
  vatId: body.vat_id,
  currency: body.currency,
  paymentTermsDays: body.payment_terms_days,
  notes: body.notes,
  isArchived: body.is_archived,
});

export async function createDebtor(db: Database, companyId: number, body: Write) {
  if (!body.name) throw new ValidationError({ name: [FIELD_MESSAGES.required] });
  await checkCurrency(db, body.currency);
  const [row] = await db
    .insert(debtor)
    .values({ ...toColumns(body), name: body.name, companyId })
    .returning();
  return toDebtor(row);
}

export async function updateDebtor(db: Database, companyId: number, id: number, body: Write) {
  await findDebtor(db, companyId, id);
  await checkCurrency(db, body.currency);
  const [row] = await db
    .update(debtor)
    .set({ ...toColumns(body), updatedAt: new Date() })
    .where(eq(debtor.id, id))
    .returning();
  return toDebtor(row);
}

/** Refused while projects refer to it: archive it instead. */
export async function deleteDebtor(db: Database, companyId: number, id: number) {
  await findDebtor(db, companyId, id);
  if ((await db.$count(project, eq(project.debtorId, id))) > 0) {
    throw new ValidationError({ [NON_FIELD_ERRORS]: [PROJECT_MESSAGES.debtorInUse] });
  }
  await db.transaction(async (tx) => {
    await tx.delete(hourlyRateRule).where(eq(hourlyRateRule.debtorId, id));
    await tx.delete(debtor).where(eq(debtor.id, id));
  });
}
