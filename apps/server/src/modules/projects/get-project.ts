import { and, eq, sql } from "drizzle-orm";
import { companyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { preparedPerDatabase } from "../../db/per-database.ts";
import { project, projectTimeTotal } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import { notFound } from "../../http/errors.ts";
import { roundDecimal, toCents } from "../../money.ts";
import type { ProjectsDeps } from "./deps.ts";
import { decimalsOf, formattingContext } from "./pricing.ts";
import { toProject } from "./project-presenter.ts";

/** A project of the company; another company's or a missing one is 404. */
export async function findProject(db: Queryable, companyId: number, id: number) {
  const row = await companyRow(db, project, companyId, id);
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

/** A project with its totals and the use of its budgets (members see the whole project's use). */
export async function getProject(deps: ProjectsDeps, actor: AuthenticatedUser, id: number) {
  const { db } = deps;
  const [found] = await projectWithTotals(db).execute({ id, company: actor.companyId });
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
