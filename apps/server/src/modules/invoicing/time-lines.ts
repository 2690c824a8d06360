import type { InvoiceGrouping, InvoiceLanguage } from "@tempus/contract";
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
import { sameCompanyRow } from "../../db/company-row.ts";
import type { Queryable } from "../../db/open-database.ts";
import { activity, invoiceTimeLog, project, timeLog, users } from "../../db/schema/index.ts";
import { parseRoundingCode } from "../pricing/index.ts";
import { exactLine } from "./exact-line.ts";
import { formatDay } from "./pdf/labels/formats.ts";

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
  /** Worked time. */
  durationSeconds: number;
  /** The time the log bills, after billing rounding (decision 031): what a line bills. */
  billedSeconds: number;
  /** The rounding that gave it (`time_log.rounding`), null for none. */
  rounding: string | null;
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
        eq(invoiceTimeLog.companyId, timeLog.companyId),
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
      billedSeconds:
        sql<number>`coalesce(${timeLog.billedSeconds}, ${timeLog.durationSeconds})`.mapWith(Number),
      rounding: timeLog.rounding,
      amount: timeLog.amount,
      hourlyRate: timeLog.hourlyRate,
      rateType: timeLog.rateType,
    })
    .from(timeLog)
    .innerJoin(project, sameCompanyRow(project, timeLog, timeLog.projectId))
    .innerJoin(users, sameCompanyRow(users, timeLog, timeLog.userId))
    .leftJoin(activity, sameCompanyRow(activity, timeLog, timeLog.activityId))
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

/**
 * A line built from logs, before tax. Quantity and price are integers of
 * 10^-quantityScale and 10^-4: quantity × price is the net to the cent.
 */
export interface TimeLine {
  description: string;
  quantityUnits: bigint;
  /** Decimals of the quantity: 4, or up to 10 where hours need them (`exactLine`). */
  quantityScale: number;
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
  fr: { noActivity: "Sans activité", services: "Prestations", to: "au" },
  nl: { noActivity: "Zonder activiteit", services: "Diensten", to: "tot en met" },
} as const satisfies Record<InvoiceLanguage, unknown>;

/** How a line says that it bills rounded time (decision 031), in the invoice's language. */
const ROUNDING_WORDS = {
  en: {
    billed: "billed time",
    up: "rounded up to",
    down: "rounded down to",
    nearest: "rounded to the nearest",
    log: "per entry",
    day: "per person and day",
    minimum: "at least",
    minutes: "min",
  },
  de: {
    billed: "abgerechnete Zeit",
    up: "aufgerundet auf",
    down: "abgerundet auf",
    nearest: "gerundet auf",
    log: "je Eintrag",
    day: "je Person und Tag",
    minimum: "mindestens",
    minutes: "Min.",
  },
  fr: {
    billed: "temps facturé",
    up: "arrondi au supérieur à",
    down: "arrondi à l'inférieur à",
    nearest: "arrondi au plus proche à",
    log: "par saisie",
    day: "par personne et par jour",
    minimum: "au moins",
    minutes: "min",
  },
  nl: {
    billed: "gefactureerde tijd",
    up: "naar boven afgerond op",
    down: "naar beneden afgerond op",
    nearest: "afgerond op",
    log: "per registratie",
    day: "per persoon en dag",
    minimum: "minimaal",
    minutes: "min",
  },
} as const satisfies Record<InvoiceLanguage, unknown>;

/**
 * What a line says of the rounding its logs were billed with, e.g. "billed time rounded up to
 * 15 min per entry, at least 30 min"; several roundings joined by "; ", none: null.
 */
export function roundingNote(codes: readonly (string | null)[], language: InvoiceLanguage) {
  const words = ROUNDING_WORDS[language];
  const notes = [...new Set(codes.filter((code): code is string => code !== null))]
    .sort()
    .flatMap((code) => {
      const rounding = parseRoundingCode(code);
      if (rounding === null) return [];
      const minimum =
        rounding.minimumMinutes > 0
          ? `, ${words.minimum} ${rounding.minimumMinutes} ${words.minutes}`
          : "";
      return [
        `${words[rounding.mode]} ${rounding.intervalMinutes} ${words.minutes} ${words[rounding.scope]}${minimum}`,
      ];
    });
  return notes.length === 0 ? null : `${words.billed} ${notes.join("; ")}`;
}

/**
 * A day as the invoice's language writes it on a line: ISO in English ("2026-03-02"), the national
 * form in German ("02.03.2026"), French ("02/03/2026") and Dutch ("02-03-2026"), as the PDF does.
 */
export const dayLabel = (day: string, language: InvoiceLanguage): string =>
  language === "en" ? day : formatDay(day, language);

interface Group {
  key: string;
  sortKey: string;
  description: string;
  line: Pick<TimeLine, "projectId" | "activityId" | "userId" | "day">;
  logs: BillableLog[];
}

/** How a log is priced: per hour at a rate, a fixed amount per log, or not at all. */
const rateKey = (log: BillableLog) =>
  log.rateType === null || log.hourlyRate === null ? "none" : `${log.rateType}:${log.hourlyRate}`;

/**
 * Logs to lines: one per log, project, activity, project and activity, day,
 * person, or one in total, and within each of these one line per rate, so that
 * no line blends two prices (decision 018). A line's net is computed once from
 * its logs' exact durations and rate (`exactLine`).
 */
export function groupLogs(
  logs: BillableLog[],
  grouping: InvoiceGrouping,
  options: {
    timeZone: string;
    language: InvoiceLanguage;
    serviceFrom: string;
    serviceUntil: string;
  },
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
              `${dayLabel(day, options.language)} ${log.projectName}${log.activityName ? ` – ${log.activityName}` : ""}`,
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
            description: dayLabel(day, options.language),
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
            description: `${words.services} ${dayLabel(options.serviceFrom, options.language)} ${words.to} ${dayLabel(options.serviceUntil, options.language)}`,
            line: { projectId: null, activityId: null, userId: null, day: null },
          };
      }
    })();
    // One line per rate within the group; the first log of each rate orders them.
    const key = `${group.key}\u0000${rateKey(log)}`;
    const existing = groups.get(key);
    if (existing) existing.logs.push(log);
    else
      groups.set(key, { ...group, sortKey: `${group.sortKey}\u0000${chronological}`, logs: [log] });
  });
  return [...groups.values()]
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0))
    .map((group) => {
      // A line bills its logs' rounded time, and says so (decision 031).
      // A fixed price per log bills no time.
      const note =
        group.logs[0].rateType === "fixed"
          ? null
          : roundingNote(
              group.logs.map((log) => log.rounding),
              options.language,
            );
      return {
        ...group.line,
        description: note === null ? group.description : `${group.description} (${note})`,
        ...exactLine(group.logs.map((log) => ({ ...log, durationSeconds: log.billedSeconds }))),
      };
    });
}
