import type { InvoiceGrouping } from "@tempus/contract";
import {
  and,
  asc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  not,
  sql,
} from "drizzle-orm";
import { addDays, startOfDayIn, wallClockIn } from "../../calendar.ts";
import type { Queryable } from "../../db/open-database.ts";
import { activity, invoiceTimeLog, project, timeLog, users } from "../../db/schema/index.ts";
import { divideHalfUp, roundDecimal, toCents } from "../../money.ts";

/** Which logs a draft bills: the debtor's billable, ended, not invoiced logs of the period. */
export interface TimeSelection {
  companyId: number;
  timeZone: string;
  debtorId: number;
  currency: string;
  serviceFrom: string;
  serviceUntil: string;
  projectIds: number[];
  /** The draft being built again: its own logs are not "held by another". */
  draftId?: number;
  /** Only these logs (a draft's held logs when it is issued). */
  onlyLogIds?: number[];
}

export interface BillableLog {
  id: number;
  userId: number;
  username: string;
  projectId: number;
  projectName: string;
  activityId: number | null;
  activityName: string | null;
  description: string;
  start: Date;
  durationSeconds: number;
  amount: string;
  hourlyRate: string | null;
  rateType: "hourly" | "fixed" | null;
}

export async function selectBillableLogs(db: Queryable, selection: TimeSelection) {
  const heldElsewhere = db
    .select({ one: sql`1` })
    .from(invoiceTimeLog)
    .where(
      and(
        eq(invoiceTimeLog.timeLogId, timeLog.id),
        not(invoiceTimeLog.released),
        selection.draftId === undefined
          ? undefined
          : ne(invoiceTimeLog.invoiceId, selection.draftId),
      ),
    );
  return db
    .select({
      id: timeLog.id,
      userId: timeLog.userId,
      username: users.username,
      projectId: timeLog.projectId,
      projectName: project.name,
      activityId: timeLog.activityId,
      activityName: activity.name,
      description: timeLog.description,
      start: timeLog.start,
      durationSeconds: sql<number>`${timeLog.durationSeconds}`.mapWith(Number),
      amount: timeLog.amount,
      hourlyRate: timeLog.hourlyRate,
      rateType: timeLog.rateType,
    })
    .from(timeLog)
    .innerJoin(project, eq(project.id, timeLog.projectId))
    .innerJoin(users, eq(users.id, timeLog.userId))
    .leftJoin(activity, eq(activity.id, timeLog.activityId))
    .where(
      and(
        eq(timeLog.companyId, selection.companyId),
        eq(project.debtorId, selection.debtorId),
        eq(timeLog.billable, true),
        isNotNull(timeLog.end),
        isNull(timeLog.invoiceId),
        eq(timeLog.currency, selection.currency),
        gte(timeLog.start, startOfDayIn(selection.serviceFrom, selection.timeZone)),
        lt(timeLog.start, startOfDayIn(addDays(selection.serviceUntil, 1), selection.timeZone)),
        selection.projectIds.length > 0
          ? inArray(timeLog.projectId, selection.projectIds)
          : undefined,
        selection.onlyLogIds ? inArray(timeLog.id, selection.onlyLogIds) : undefined,
        not(exists(heldElsewhere)),
      ),
    )
    .orderBy(asc(timeLog.start), asc(timeLog.id)) as Promise<BillableLog[]>;
}

/** A line built from logs, before tax: quantity and price with four decimals (as integers). */
export interface TimeLine {
  description: string;
  quantityUnits: bigint;
  unitCode: "HUR" | "C62";
  priceUnits: bigint;
  netCents: bigint;
  projectId: number | null;
  activityId: number | null;
  userId: number | null;
  day: string | null;
  logIds: number[];
}

const WORDS = {
  en: { noActivity: "Without activity", services: "Services", to: "to" },
  de: { noActivity: "Ohne Tätigkeit", services: "Leistungen", to: "bis" },
} as const;

interface Group {
  key: string;
  sortKey: string;
  description: string;
  line: Pick<TimeLine, "projectId" | "activityId" | "userId" | "day">;
  logs: BillableLog[];
}

/**
 * Logs to lines: one per log, project, activity, project and activity, day,
 * person, or one in total. A line's net is the sum of its logs' amounts (each
 * priced to the cent when it was tracked), its quantity their hours; its unit
 * price is the logs' common hourly rate, else net ÷ hours.
 */
export function groupLogs(
  logs: BillableLog[],
  grouping: InvoiceGrouping,
  options: { timeZone: string; language: "en" | "de"; serviceFrom: string; serviceUntil: string },
): TimeLine[] {
  const words = WORDS[options.language];
  const localDay = wallClockIn(options.timeZone);
  const dayOf = (log: BillableLog) => localDay(log.start).toISOString().slice(0, 10);
  const activityName = (log: BillableLog) => log.activityName ?? words.noActivity;
  const groups = new Map<string, Group>();
  logs.forEach((log, index) => {
    const day = dayOf(log);
    const chronological = String(index).padStart(8, "0");
    const group: Omit<Group, "logs"> = (() => {
      switch (grouping) {
        case "log":
          return {
            key: `l${log.id}`,
            sortKey: chronological,
            description: [
              `${day} ${log.projectName}${log.activityName ? ` – ${log.activityName}` : ""}`,
              log.description,
            ]
              .filter(Boolean)
              .join(": "),
            line: { projectId: log.projectId, activityId: log.activityId, userId: log.userId, day },
          };
        case "project":
          return {
            key: `p${log.projectId}`,
            sortKey: `${log.projectName}\u0000${log.projectId}`,
            description: log.projectName,
            line: { projectId: log.projectId, activityId: null, userId: null, day: null },
          };
        case "activity":
          return {
            key: `a${log.activityId}`,
            sortKey: `${log.activityName === null ? "\uffff" : log.activityName}\u0000${log.activityId}`,
            description: activityName(log),
            line: { projectId: null, activityId: log.activityId, userId: null, day: null },
          };
        case "project_activity":
          return {
            key: `p${log.projectId}a${log.activityId}`,
            sortKey: `${log.projectName}\u0000${log.projectId}\u0000${log.activityName ?? "\uffff"}\u0000${log.activityId}`,
            description: `${log.projectName} – ${activityName(log)}`,
            line: { projectId: log.projectId, activityId: log.activityId, userId: null, day: null },
          };
        case "day":
          return {
            key: `d${day}`,
            sortKey: day,
            description: day,
            line: { projectId: null, activityId: null, userId: null, day },
          };
        case "person":
          return {
            key: `u${log.userId}`,
            sortKey: `${log.username}\u0000${log.userId}`,
            description: log.username,
            line: { projectId: null, activityId: null, userId: log.userId, day: null },
          };
        case "total":
          return {
            key: "total",
            sortKey: "",
            description: `${words.services} ${options.serviceFrom} ${words.to} ${options.serviceUntil}`,
            line: { projectId: null, activityId: null, userId: null, day: null },
          };
      }
    })();
    const existing = groups.get(group.key);
    if (existing) existing.logs.push(log);
    else groups.set(group.key, { ...group, logs: [log] });
  });
  return [...groups.values()]
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0))
    .map((group) => toLine(group));
}

function toLine(group: Group): TimeLine {
  const seconds = group.logs.reduce((sum, log) => sum + BigInt(log.durationSeconds), 0n);
  const netCents = group.logs.reduce((sum, log) => sum + toCents(roundDecimal(log.amount, 2)), 0n);
  const quantityUnits = divideHalfUp(seconds * 10_000n, 3600n);
  const base = { ...group.line, description: group.description, netCents };
  const logIds = group.logs.map((log) => log.id);
  if (quantityUnits === 0n) {
    return {
      ...base,
      quantityUnits: 10_000n,
      unitCode: "C62",
      priceUnits: netCents * 100n,
      logIds,
    };
  }
  const rates = new Set(
    group.logs.map((log) => (log.rateType === "hourly" ? log.hourlyRate : null)),
  );
  const [rate] = rates;
  const priceUnits =
    rates.size === 1 && rate
      ? toCents(rate) * 100n
      : divideHalfUp(netCents * 1_000_000n, quantityUnits);
  return { ...base, quantityUnits, unitCode: "HUR", priceUnits, logIds };
}
