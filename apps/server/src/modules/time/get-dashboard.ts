import { type Dashboard, READY_TO_BILL_SHOWN, seesAllTime } from "@tempus/contract";
import { and, eq, gte, lt, or, sql } from "drizzle-orm";
import { addDays, mondayOf, startOfDayIn, todayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import {
  company,
  debtor,
  project,
  projectTimeTotal,
  timeLog,
  timeLogDay,
  unbilledTotal,
} from "../../db/schema/index.ts";
import { roundDecimal, toCents } from "../../money.ts";
import { formattingContext, presentAmounts } from "../pricing/index.ts";
import type { TimeDeps } from "./deps.ts";
import { trackedSeconds, visibleIn, visibleTo } from "./time-log-filters.ts";

const BUDGET_WARNING_PERCENT = 80;

/**
 * The dashboard's numbers, cut in the company's time zone: today, this ISO
 * week per day, the unbilled amount per currency, and projects past 80 % of a budget (this
 * month's use for a monthly one).
 * Members see their own time; the budgets are the projects'.
 */
export async function getDashboard(deps: TimeDeps, user: Actor): Promise<Dashboard> {
  const { db } = deps;
  const now = deps.clock();
  const [{ timezone }] = await db
    .select({ timezone: company.timezone })
    .from(company)
    .where(eq(company.id, user.companyId));
  const today = todayIn(timezone, now);
  const monday = mondayOf(today);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const weekStart = startOfDayIn(monday, timezone);
  const weekEnd = startOfDayIn(addDays(monday, 7), timezone);
  const seconds = trackedSeconds(now);
  const day = sql<string>`to_char((${timeLog.start} at time zone ${timezone})::date, 'YYYY-MM-DD')`;

  const perDay = await db
    .select({
      day,
      tracked: sql<string>`sum(${seconds})`,
      billable: sql<string>`coalesce(sum(${seconds}) filter (where ${timeLog.billable}), 0)`,
    })
    .from(timeLog)
    .where(and(visibleTo(user), gte(timeLog.start, weekStart), lt(timeLog.start, weekEnd)))
    // By position: the zone is a bound parameter, so the grouped expression cannot be repeated.
    .groupBy(sql`1`);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const weekDays = days.map((date) => ({
    date,
    tracked_seconds: Number(byDay.get(date)?.tracked ?? 0),
    billable_seconds: Number(byDay.get(date)?.billable ?? 0),
  }));
  const sum = (key: "tracked_seconds" | "billable_seconds") =>
    weekDays.reduce((total, entry) => total + entry[key], 0);
  const todayEntry = weekDays.find((entry) => entry.date === today);

  const context = await formattingContext(db);
  // Kept by triggers per company, user and currency; members see their own.
  const unbilled = await db
    .select({ currency: unbilledTotal.currency, amount: sql<string>`sum(${unbilledTotal.amount})` })
    .from(unbilledTotal)
    .where(visibleIn(unbilledTotal, user))
    .groupBy(unbilledTotal.currency)
    .orderBy(unbilledTotal.currency);

  const readyToBill = seesAllTime(user) ? await debtorsToBill(db, user.companyId) : [];

  // The company as a value, not the project row's column: Citus routes a subquery by its own condition.
  const monthSum = (column: typeof timeLogDay.trackedSeconds | typeof timeLogDay.amount) =>
    sql`select coalesce(sum(${column}), 0) from ${timeLogDay} where ${timeLogDay.companyId} = ${user.companyId} and ${timeLogDay.projectId} = ${project.id} and ${timeLogDay.day} >= ${`${today.slice(0, 7)}-01`} and ${timeLogDay.day} <= ${today}`;
  const budgets = await db
    .select({
      id: project.id,
      name: project.name,
      budgetHours: project.budgetHours,
      budgetAmount: project.budgetAmount,
      // A monthly budget (a retainer) measures this month's days only (decision 030).
      tracked: sql<string>`case when ${project.budgetMonthly} then (${monthSum(timeLogDay.trackedSeconds)}) else coalesce(${projectTimeTotal.trackedSeconds}, 0) end`,
      amount: sql<string>`case when ${project.budgetMonthly} then (${monthSum(timeLogDay.amount)}) else coalesce(${projectTimeTotal.amount}, 0) end`,
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
      and(
        eq(project.companyId, user.companyId),
        eq(project.isArchived, false),
        or(sql`${project.budgetHours} is not null`, sql`${project.budgetAmount} is not null`),
      ),
    )
    .orderBy(project.id);
  const budgetWarnings = budgets.flatMap((row) => {
    // A budget of zero is no budget to measure against (and no division by zero).
    const hoursPercent =
      row.budgetHours && toCents(row.budgetHours) > 0n
        ? Number((BigInt(row.tracked) * 100n * 10000n) / (toCents(row.budgetHours) * 3600n)) / 100
        : 0;
    const amountPercent =
      row.budgetAmount && toCents(row.budgetAmount) > 0n
        ? Number((toCents(roundDecimal(row.amount, 2)) * 10000n) / toCents(row.budgetAmount)) / 100
        : 0;
    const used = Math.max(hoursPercent, amountPercent);
    return used >= BUDGET_WARNING_PERCENT
      ? [
          {
            project: row.id,
            name: row.name,
            budget_hours: row.budgetHours,
            budget_amount: row.budgetAmount,
            used_percent: used,
          },
        ]
      : [];
  });

  return {
    timezone,
    today,
    today_totals: {
      tracked_seconds: todayEntry?.tracked_seconds ?? 0,
      billable_seconds: todayEntry?.billable_seconds ?? 0,
    },
    week_totals: {
      tracked_seconds: sum("tracked_seconds"),
      billable_seconds: sum("billable_seconds"),
    },
    week_days: weekDays,
    unbilled_amounts: presentAmounts(context, unbilled),
    ready_to_bill: readyToBill.map((entry) => ({
      ...entry,
      amounts: presentAmounts(context, entry.amounts),
    })),
    budget_warnings: budgetWarnings,
  };
}

/**
 * The debtors with the most billable, ended, not yet invoiced time, read from
 * the daily totals (not the logs) with their amounts per currency.
 */
async function debtorsToBill(db: TimeDeps["db"], companyId: number) {
  const rows = await db
    .select({
      debtor: debtor.id,
      name: debtor.name,
      currency: timeLogDay.currency,
      seconds: sql<string>`sum(${timeLogDay.trackedSeconds})`,
      amount: sql<string>`sum(${timeLogDay.amount})`,
    })
    .from(timeLogDay)
    .innerJoin(
      project,
      and(eq(project.companyId, timeLogDay.companyId), eq(project.id, timeLogDay.projectId)),
    )
    .innerJoin(
      debtor,
      and(eq(debtor.companyId, project.companyId), eq(debtor.id, project.debtorId)),
    )
    .where(
      and(
        eq(timeLogDay.companyId, companyId),
        eq(timeLogDay.billable, true),
        eq(timeLogDay.invoiced, false),
      ),
    )
    .groupBy(debtor.id, debtor.name, timeLogDay.currency)
    .having(sql`sum(${timeLogDay.trackedSeconds}) > 0`);
  const byDebtor = new Map<
    number,
    {
      debtor: number;
      name: string;
      unbilled_seconds: number;
      amounts: { currency: string; amount: string }[];
    }
  >();
  for (const row of rows) {
    const entry = byDebtor.get(row.debtor) ?? {
      debtor: row.debtor,
      name: row.name,
      unbilled_seconds: 0,
      amounts: [],
    };
    entry.unbilled_seconds += Number(row.seconds);
    entry.amounts.push({ currency: row.currency, amount: row.amount });
    byDebtor.set(row.debtor, entry);
  }
  return [...byDebtor.values()]
    .sort(
      (a, b) =>
        b.unbilled_seconds - a.unbilled_seconds ||
        a.name.localeCompare(b.name) ||
        a.debtor - b.debtor,
    )
    .slice(0, READY_TO_BILL_SHOWN)
    .map((entry) => ({
      ...entry,
      amounts: entry.amounts.sort((a, b) => a.currency.localeCompare(b.currency)),
    }));
}
