import { seesAllTime } from "@tempus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../core/actor.ts";
import { notFound } from "../../core/errors.ts";
import { companyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { preparedPerDatabase } from "../../db/per-database.ts";
import { project, projectTimeTotal, timeLog } from "../../db/schema/index.ts";
import { roundDecimal, toCents } from "../../money.ts";
import { decimalsOf, formattingContext } from "../pricing/index.ts";
import type { CatalogDeps } from "./deps.ts";
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
    .leftJoin(
      projectTimeTotal,
      and(
        eq(projectTimeTotal.companyId, project.companyId),
        eq(projectTimeTotal.projectId, project.id),
      ),
    )
    .where(
      and(eq(project.id, sql.placeholder("id")), eq(project.companyId, sql.placeholder("company"))),
    )
    .prepare("project_with_totals"),
);

/** What a member tracked on a project: the same sums as the project's totals row, of their logs. */
async function ownTotals(db: Queryable, actor: Actor, projectId: number) {
  const [row] = await db
    .select({
      tracked: sql<string>`coalesce(sum(${timeLog.durationSeconds}), 0)`,
      billable: sql<string>`coalesce(sum(${timeLog.durationSeconds}) filter (where ${timeLog.billable}), 0)`,
      amount: sql<string>`coalesce(sum(${timeLog.amount}), 0)`,
      unbilled: sql<string>`coalesce(sum(${timeLog.amount}) filter (where ${timeLog.invoiceId} is null), 0)`,
    })
    .from(timeLog)
    .where(
      and(
        eq(timeLog.companyId, actor.companyId),
        eq(timeLog.projectId, projectId),
        eq(timeLog.userId, actor.id),
      ),
    );
  return row ?? { tracked: "0", billable: "0", amount: "0", unbilled: "0" };
}

/**
 * A project with its totals and the use of its budgets. The owner and admins get the
 * whole project's totals; a member gets their own time and amounts, the use of the hour
 * budget by everyone (what is left to work) and not the use of the amount budget.
 */
export async function projectDetail(deps: CatalogDeps, actor: Actor, id: number) {
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
  const shown = seesAllTime(actor) ? totals : await ownTotals(db, actor, id);
  const decimals = decimalsOf(await formattingContext(db), row.currency);
  const detail = {
    ...toProject(row),
    tracked_seconds: Number(shown.tracked),
    billable_seconds: Number(shown.billable),
    billable_amount: roundDecimal(shown.amount, decimals),
    unbilled_amount: roundDecimal(shown.unbilled, decimals),
    budget_hours_used_percent: row.budgetHours
      ? percent(BigInt(totals.tracked) * 100n, toCents(row.budgetHours) * 3600n)
      : null,
  };
  if (!seesAllTime(actor)) return detail;
  return {
    ...detail,
    budget_amount_used_percent: row.budgetAmount
      ? percent(toCents(roundDecimal(totals.amount, 2)), toCents(row.budgetAmount))
      : null,
  };
}
