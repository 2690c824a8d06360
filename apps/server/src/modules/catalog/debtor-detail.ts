import { and, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { companyRow, sameCompanyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { company, debtor, project, timeLog } from "../../db/schema/index.ts";
import { formattingContext, presentAmounts } from "../pricing/index.ts";
import { visibleIn } from "../time/index.ts";
import { toDebtor } from "./debtor-presenter.ts";
import type { CatalogDeps } from "./deps.ts";

/** A debtor of the company; another company's or a missing one is 404. */
export async function findDebtor(db: Queryable, companyId: number, id: number) {
  const row = await companyRow(db, debtor, companyId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A debtor with the billable time tracked for them and not yet invoiced, and its amounts:
 * the whole company's for the owner and admins, a member's own.
 */
export async function debtorDetail(deps: CatalogDeps, actor: Actor, id: number) {
  const { db } = deps;
  const companyId = actor.companyId;
  const row = await findDebtor(db, companyId, id);
  const [{ timezone }] = await db
    .select({ timezone: company.timezone })
    .from(company)
    .where(eq(company.id, companyId));
  // The company's days of the first and last ended log: the service period an invoice would cover.
  const localDay = (edge: "min" | "max") =>
    sql<
      string | null
    >`to_char((${sql.raw(edge)}(${timeLog.start}) filter (where ${timeLog.end} is not null) at time zone ${timezone})::date, 'YYYY-MM-DD')`;
  const totals = await db
    .select({
      currency: timeLog.currency,
      seconds: sql<string>`coalesce(sum(${timeLog.durationSeconds}), 0)`,
      amount: sql<string>`coalesce(sum(${timeLog.amount}), 0)`,
      from: localDay("min"),
      until: localDay("max"),
    })
    .from(timeLog)
    .innerJoin(project, sameCompanyRow(project, timeLog, timeLog.projectId))
    .where(
      and(
        eq(project.debtorId, id),
        visibleIn(timeLog, actor),
        eq(timeLog.billable, true),
        isNull(timeLog.invoiceId),
      ),
    )
    .groupBy(timeLog.currency);
  const context = await formattingContext(db);
  return {
    ...toDebtor(row),
    unbilled_seconds: totals.reduce((sum, entry) => sum + Number(entry.seconds), 0),
    unbilled_amounts: presentAmounts(context, totals),
    unbilled_from: totals.reduce<string | null>(
      (first, entry) => (entry.from && (!first || entry.from < first) ? entry.from : first),
      null,
    ),
    unbilled_until: totals.reduce<string | null>(
      (last, entry) => (entry.until && (!last || entry.until > last) ? entry.until : last),
      null,
    ),
  };
}
