import { and, eq, gt, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { acrossCompanies } from "../../db/across-companies.ts";
import type { Database, Queryable } from "../../db/open-database.ts";
import {
  budgetAlertSent,
  company,
  project,
  projectTimeTotal,
  timeLogDay,
  users,
} from "../../db/schema/index.ts";
import type { Recipient } from "./budget-alert-mails.ts";

/** A project with a budget, as the alerts' job reads it. */
export interface BudgetedProject {
  companyId: number;
  timezone: string;
  id: number;
  name: string;
  currency: string;
  budgetHours: string | null;
  budgetAmount: string | null;
  monthly: boolean;
  thresholds: number[];
  members: boolean;
  /** The whole life's totals, as the triggers keep them. */
  trackedSeconds: number;
  amount: string;
}

/** Every company's projects that are not archived and have a budget, with their totals. */
export function budgetedProjects(db: Database): Promise<BudgetedProject[]> {
  return acrossCompanies(db, (tx) =>
    tx
      .select({
        companyId: project.companyId,
        timezone: company.timezone,
        id: project.id,
        name: project.name,
        currency: project.currency,
        budgetHours: project.budgetHours,
        budgetAmount: project.budgetAmount,
        monthly: project.budgetMonthly,
        thresholds: project.budgetAlertThresholds,
        members: project.budgetAlertMembers,
        trackedSeconds: sql<number>`coalesce(${projectTimeTotal.trackedSeconds}, 0)::float8`,
        amount: sql<string>`coalesce(${projectTimeTotal.amount}, 0)::text`,
      })
      .from(project)
      .innerJoin(company, eq(company.id, project.companyId))
      .leftJoin(
        projectTimeTotal,
        and(
          eq(projectTimeTotal.companyId, project.companyId),
          eq(projectTimeTotal.projectId, project.id),
        ),
      )
      .where(
        and(
          eq(project.isArchived, false),
          or(isNotNull(project.budgetHours), isNotNull(project.budgetAmount)),
        ),
      )
      .orderBy(project.companyId, project.id),
  );
}

/** Each project's ended time and amount between two days (inclusive), from the daily totals. */
export async function usageBetween(
  db: Queryable,
  companyId: number,
  projectIds: number[],
  from: string,
  to: string,
): Promise<Map<number, { trackedSeconds: number; amount: string }>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({
      projectId: timeLogDay.projectId,
      trackedSeconds: sql<number>`sum(${timeLogDay.trackedSeconds})::float8`,
      amount: sql<string>`coalesce(sum(${timeLogDay.amount}), 0)::text`,
    })
    .from(timeLogDay)
    .where(
      and(
        eq(timeLogDay.companyId, companyId),
        inArray(timeLogDay.projectId, projectIds),
        gte(timeLogDay.day, from),
        lte(timeLogDay.day, to),
      ),
    )
    .groupBy(timeLogDay.projectId);
  return new Map(rows.map(({ projectId, ...usage }) => [projectId, usage]));
}

/** The alerts already sent for the projects in the periods, as `project/measure/period/threshold/user`. */
export async function alertsSent(
  db: Queryable,
  companyId: number,
  projectIds: number[],
  periods: string[],
): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select()
    .from(budgetAlertSent)
    .where(
      and(
        eq(budgetAlertSent.companyId, companyId),
        inArray(budgetAlertSent.projectId, projectIds),
        inArray(budgetAlertSent.period, periods),
      ),
    );
  return new Set(rows.map((row) => sentKey(row)));
}

export const sentKey = (row: {
  projectId: number;
  measure: string;
  period: string;
  threshold: number;
  userId: number;
}) => `${row.projectId}/${row.measure}/${row.period}/${row.threshold}/${row.userId}`;

export type Person = Recipient & { id: number; role: "owner" | "admin" | "member" };

/** The company's active users, as mails address them. */
export function activeUsers(db: Queryable, companyId: number): Promise<Person[]> {
  return db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      username: users.username,
      languagePreference: users.languagePreference,
      formatLocale: users.formatLocale,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true)))
    .orderBy(users.id);
}

/** The users who tracked time on each of the projects (their members), from the daily totals. */
export async function projectMembers(
  db: Queryable,
  companyId: number,
  projectIds: number[],
): Promise<Map<number, Set<number>>> {
  const members = new Map<number, Set<number>>();
  if (projectIds.length === 0) return members;
  const rows = await db
    .selectDistinct({ projectId: timeLogDay.projectId, userId: timeLogDay.userId })
    .from(timeLogDay)
    .where(
      and(
        eq(timeLogDay.companyId, companyId),
        inArray(timeLogDay.projectId, projectIds),
        gt(timeLogDay.logs, 0),
      ),
    );
  for (const { projectId, userId } of rows) {
    members.set(projectId, (members.get(projectId) ?? new Set()).add(userId));
  }
  return members;
}
