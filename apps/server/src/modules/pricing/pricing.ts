import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { addDays, startOfDayIn, todayIn } from "../../calendar.ts";
import { sameCompanyRow } from "../../db/company-row.ts";
import { isTransaction, type Queryable } from "../../db/open-database.ts";
import { perDatabase, preparedPerDatabase } from "../../db/per-database.ts";
import {
  billingRoundingRule,
  company,
  currency,
  hourlyRateRule,
  project,
  timeLog,
  users,
} from "../../db/schema/index.ts";
import { priceOf, roundDecimal, zeroAmount } from "../../money.ts";
import {
  type DayLog,
  distributeDay,
  type RoundingRule,
  roundBilledSeconds,
  roundingCode,
  roundingFor,
} from "./billing-rounding.ts";
import { type LockedPeriod, lockedPeriod } from "./locked-period.ts";
import { type RateRule, type ResolvedRate, resolveHourlyRate } from "./resolve-hourly-rate.ts";

/** Everything pricing a company's logs needs, read once. */
export interface PricingContext {
  rules: RateRule[];
  /** The billing-rounding rules (decision 031); none: every log bills its worked time. */
  rounding: RoundingRule[];
  userRates: Map<number, string | null>;
  companyRate: string | null;
  timezone: string;
  decimals: Map<string, number>;
}

/** ISO 4217 minor units never change while the server runs: read them once per database. */
const currencyDecimals = perDatabase(
  (db: Queryable): Promise<Map<string, number>> =>
    db
      .select({ code: currency.code, decimals: currency.decimalPlaces })
      .from(currency)
      .then((rows) => new Map(rows.map((row) => [row.code, row.decimals]))),
);

/** The two reads of a pricing context, with the company as a placeholder. */
function pricingReads(db: Queryable) {
  const companyId = sql.placeholder("company");
  return {
    rules: db.select().from(hourlyRateRule).where(eq(hourlyRateRule.companyId, companyId)),
    rounding: db
      .select({
        debtorId: billingRoundingRule.debtorId,
        projectId: billingRoundingRule.projectId,
        mode: billingRoundingRule.mode,
        intervalMinutes: billingRoundingRule.intervalMinutes,
        scope: billingRoundingRule.scope,
        minimumMinutes: billingRoundingRule.minimumMinutes,
      })
      .from(billingRoundingRule)
      .where(eq(billingRoundingRule.companyId, companyId)),
    // The company's rate and zone with its members' rates: one row per member, the company's
    // columns repeated (and one row with no member for a company without any).
    members: db
      .select({
        id: users.id,
        rate: users.hourlyRate,
        companyRate: company.defaultHourlyRate,
        timezone: company.timezone,
      })
      .from(company)
      .leftJoin(users, eq(users.companyId, company.id))
      .where(eq(company.id, companyId)),
  };
}

/** Prepared once per database: every priced read (the running timer, polled by every page) needs them. */
const preparedPricingReads = preparedPerDatabase((db) => {
  const reads = pricingReads(db);
  return {
    rules: reads.rules.prepare("pricing_rules"),
    rounding: reads.rounding.prepare("pricing_rounding"),
    members: reads.members.prepare("pricing_members"),
  };
});

export async function loadPricingContext(
  db: Queryable,
  companyId: number,
): Promise<PricingContext> {
  // A transaction runs its own statements on its connection; the prepared ones belong to the pool.
  const reads = isTransaction(db) ? pricingReads(db) : preparedPricingReads(db);
  // One after the other: inside a transaction these share one connection.
  const rules = await reads.rules.execute({ company: companyId });
  const rounding = await reads.rounding.execute({ company: companyId });
  const members = await reads.members.execute({ company: companyId });
  const [owner] = members;
  const decimals = await currencyDecimals(db);
  return {
    rules,
    rounding,
    userRates: new Map(
      members.flatMap((member) => (member.id === null ? [] : [[member.id, member.rate]])),
    ),
    companyRate: owner.companyRate,
    timezone: owner.timezone,
    decimals,
  };
}

/** Enough to format stored amounts (the currencies' digits) when nothing has to be priced. */
export async function formattingContext(db: Queryable): Promise<PricingContext> {
  return {
    rules: [],
    rounding: [],
    userRates: new Map(),
    companyRate: null,
    timezone: "UTC",
    decimals: await currencyDecimals(db),
  };
}

export interface PricedFields {
  hourlyRate: string | null;
  rateType: "hourly" | "fixed" | null;
  rateRuleId: number | null;
  hasRate: boolean;
  /** The time the log bills: worked seconds after its rounding rule, 0 when not billable. */
  billedSeconds: number;
  /** The rounding that gave it (`roundingCode`), null for none. */
  rounding: string | null;
  amount: string;
}

export interface LogToPrice {
  userId: number;
  projectId: number;
  debtorId: number | null;
  activityId: number | null;
  start: Date;
  end: Date | null;
  billable: boolean;
  currency: string;
}

export const decimalsOf = (context: PricingContext, code: string) =>
  context.decimals.get(code) ?? 2;

/** Summed amounts per currency as the API writes them: the non-zero ones, in each currency's minor digits. */
export const presentAmounts = (
  context: PricingContext,
  rows: readonly { currency: string; amount: string }[],
) =>
  rows
    .filter((row) => !/^0(\.0+)?$/.test(row.amount))
    .map((row) => ({
      currency: row.currency,
      amount: roundDecimal(row.amount, decimalsOf(context, row.currency)),
    }));

export function resolveFor(context: PricingContext, log: LogToPrice): ResolvedRate {
  return resolveHourlyRate(
    context.rules,
    {
      userId: log.userId,
      projectId: log.projectId,
      debtorId: log.debtorId,
      activityId: log.activityId,
      day: todayIn(context.timezone, log.start),
    },
    { userRate: context.userRates.get(log.userId) ?? null, companyRate: context.companyRate },
  );
}

/** A log's amount from its rate and billed seconds: 0 when not billable or without a rate. */
export function amountOf(
  context: PricingContext,
  log: {
    billable: boolean;
    hourlyRate: string | null;
    rateType: "hourly" | "fixed" | null;
    currency: string;
  },
  billedSeconds: number,
): string {
  const decimals = decimalsOf(context, log.currency);
  return log.billable && log.hourlyRate !== null && log.rateType !== null
    ? priceOf({ rate: log.hourlyRate, rateType: log.rateType }, billedSeconds, decimals)
    : zeroAmount(decimals);
}

/**
 * Rate, rule, billed seconds and amount copied onto a log; `now` prices a running log up to this
 * moment. The log is rounded on its own here (a running log always is); a rule rounding per day
 * shares the day's rounding out afterwards (`repriceDays`).
 */
export function priceLog(context: PricingContext, log: LogToPrice, now: Date): PricedFields {
  const resolved = resolveFor(context, log);
  const seconds = Math.max(
    0,
    Math.floor(((log.end ?? now).getTime() - log.start.getTime()) / 1000),
  );
  const rule = roundingFor(context.rounding, log.projectId, log.debtorId);
  const billedSeconds = !log.billable ? 0 : rule ? roundBilledSeconds(rule, seconds) : seconds;
  return {
    hourlyRate: resolved.rate,
    rateType: resolved.rateType,
    rateRuleId: resolved.ruleId,
    hasRate: resolved.hasRate,
    billedSeconds,
    rounding: log.billable ? roundingCode(rule) : null,
    amount: amountOf(
      context,
      {
        billable: log.billable,
        hourlyRate: resolved.rate,
        rateType: resolved.rateType,
        currency: log.currency,
      },
      billedSeconds,
    ),
  };
}

/** A billable ended log as a day's rounding reads it. */
interface DayRow {
  id: number;
  userId: number;
  projectId: number;
  start: Date;
  durationSeconds: number | null;
  billedSeconds: number | null;
  rounding: string | null;
  invoiceId: number | null;
  billable: boolean;
  hourlyRate: string | null;
  rateType: "hourly" | "fixed" | null;
  currency: string;
}

/** A log's day group: its person, project and start's day in the company's zone. */
const dayKey = (context: PricingContext, log: { userId: number; projectId: number; start: Date }) =>
  `${log.userId}:${log.projectId}:${todayIn(context.timezone, log.start)}`;

/** Whether a log keeps what it bills: invoiced, or in the locked period. */
const isFrozen = (log: DayRow, locked: LockedPeriod | null) =>
  log.invoiceId !== null || (locked !== null && log.start < locked.openFrom);

/**
 * The day groups of `logs` (all the billable ended logs of each group, in order) shared out by
 * their rules: the billed seconds, rounding and amount of each free log whose rule rounds per day.
 */
function shareDays(
  context: PricingContext,
  debtorOf: Map<number, number | null>,
  logs: readonly DayRow[],
  locked: LockedPeriod | null,
) {
  const groups = new Map<string, DayRow[]>();
  for (const log of logs) {
    const key = dayKey(context, log);
    const group = groups.get(key);
    if (group) group.push(log);
    else groups.set(key, [log]);
  }
  const priced = new Map<number, { billedSeconds: number; rounding: string; amount: string }>();
  for (const group of groups.values()) {
    const { projectId } = group[0];
    const rule = roundingFor(context.rounding, projectId, debtorOf.get(projectId) ?? null);
    if (rule === null || rule.scope !== "day") continue;
    const ordered = [...group].sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
    const dayLogs: DayLog[] = ordered.map((log) => ({
      id: log.id,
      seconds: log.durationSeconds ?? 0,
      ...(isFrozen(log, locked)
        ? { frozenBilled: log.billedSeconds ?? log.durationSeconds ?? 0 }
        : {}),
    }));
    const billed = distributeDay(rule, dayLogs);
    for (const log of ordered) {
      const seconds = billed.get(log.id);
      if (seconds === undefined) continue;
      priced.set(log.id, {
        billedSeconds: seconds,
        rounding: roundingCode(rule) as string,
        amount: amountOf(context, log, seconds),
      });
    }
  }
  return priced;
}

/** Selects the billable ended logs of a company that a day's rounding shares among. */
const dayRowColumns = {
  id: timeLog.id,
  userId: timeLog.userId,
  projectId: timeLog.projectId,
  start: timeLog.start,
  durationSeconds: timeLog.durationSeconds,
  billedSeconds: timeLog.billedSeconds,
  rounding: timeLog.rounding,
  invoiceId: timeLog.invoiceId,
  billable: timeLog.billable,
  hourlyRate: timeLog.hourlyRate,
  rateType: timeLog.rateType,
  currency: timeLog.currency,
};

/** Writes billed seconds, rounding and amount of logs that are not invoiced, 500 at a time. */
async function writeBilled(
  db: Queryable,
  companyId: number,
  rows: readonly { id: number; billedSeconds: number; rounding: string | null; amount: string }[],
) {
  for (let index = 0; index < rows.length; index += 500) {
    const batch = rows.slice(index, index + 500);
    const values = sql.join(
      batch.map(
        (row) =>
          sql`(${row.id}::bigint, ${row.billedSeconds}::integer, ${row.rounding}::varchar, ${row.amount}::numeric)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update time_log as t set billed_seconds = v.billed, rounding = v.rounding, amount = v.amount,
        updated_at = now()
      from (values ${values}) as v(id, billed, rounding, amount)
      where t.id = v.id and t.company_id = ${companyId} and t.invoice_id is null`);
  }
}

/**
 * After logs were written or deleted: the days they were and are in, for each rule that rounds
 * per day, shared out again (decision 031), the logs whose billed time changed written. Returns
 * what each changed log bills now. Nothing to do (and nothing read) without such a rule. Callers
 * hold the pricing lock.
 */
export async function repriceDays(
  db: Queryable,
  companyId: number,
  context: PricingContext,
  touched: readonly { userId: number; projectId: number; start: Date; end: Date | null }[],
) {
  const changed = new Map<number, { billedSeconds: number; rounding: string; amount: string }>();
  if (!context.rounding.some((rule) => rule.scope === "day")) return changed;
  const days = new Map<string, { userId: number; projectId: number; day: string }>();
  for (const log of touched) {
    if (log.end === null) continue;
    days.set(dayKey(context, log), {
      userId: log.userId,
      projectId: log.projectId,
      day: todayIn(context.timezone, log.start),
    });
  }
  if (days.size === 0) return changed;
  const projectIds = [...new Set([...days.values()].map((day) => day.projectId))];
  const debtors = await db
    .select({ id: project.id, debtorId: project.debtorId })
    .from(project)
    .where(and(eq(project.companyId, companyId), inArray(project.id, projectIds)));
  const debtorOf = new Map(debtors.map((row) => [row.id, row.debtorId]));
  const rounded = [...days.values()].filter(
    (day) =>
      roundingFor(context.rounding, day.projectId, debtorOf.get(day.projectId) ?? null)?.scope ===
      "day",
  );
  if (rounded.length === 0) return changed;
  const logs = await db
    .select(dayRowColumns)
    .from(timeLog)
    .where(
      and(
        eq(timeLog.companyId, companyId),
        eq(timeLog.billable, true),
        isNotNull(timeLog.end),
        or(
          ...rounded.map((day) =>
            and(
              eq(timeLog.userId, day.userId),
              eq(timeLog.projectId, day.projectId),
              gte(timeLog.start, startOfDayIn(day.day, context.timezone)),
              lt(timeLog.start, startOfDayIn(addDays(day.day, 1), context.timezone)),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(timeLog.start), asc(timeLog.id));
  const locked = await lockedPeriod(db, companyId);
  const shared = shareDays(context, debtorOf, logs, locked);
  const rows = logs.flatMap((log) => {
    const next = shared.get(log.id);
    if (!next || isFrozen(log, locked)) return [];
    // The amount follows from the billed seconds and the log's stored rate.
    if (next.billedSeconds === log.billedSeconds && next.rounding === log.rounding) return [];
    changed.set(log.id, next);
    return [{ id: log.id, ...next }];
  });
  await writeBilled(db, companyId, rows);
  return changed;
}

/** What a log bills as stored: a log never priced since decision 031 bills its worked time. */
const storedBilled = (log: {
  billedSeconds: number | null;
  durationSeconds: number | null;
  billable: boolean;
  end: Date | null;
}) => log.billedSeconds ?? (log.end === null ? null : log.billable ? log.durationSeconds : 0);

/**
 * The invoiced logs that share a day with `rows` under a rule that rounds per day: they keep what
 * they bill, and the day's other logs bill the rest.
 */
async function invoicedDayRows(
  db: Queryable,
  companyId: number,
  context: PricingContext,
  rows: readonly DayRow[],
  debtorOf: Map<number, number | null>,
): Promise<DayRow[]> {
  const perDay = rows.filter(
    (row) =>
      roundingFor(context.rounding, row.projectId, debtorOf.get(row.projectId) ?? null)?.scope ===
      "day",
  );
  if (perDay.length === 0) return [];
  const starts = perDay.map((row) => row.start.getTime());
  const from = startOfDayIn(
    addDays(todayIn(context.timezone, new Date(Math.min(...starts))), -1),
    context.timezone,
  );
  const until = startOfDayIn(
    addDays(todayIn(context.timezone, new Date(Math.max(...starts))), 2),
    context.timezone,
  );
  const keys = new Set(perDay.map((row) => dayKey(context, row)));
  const invoiced = await db
    .select(dayRowColumns)
    .from(timeLog)
    .where(
      and(
        eq(timeLog.companyId, companyId),
        eq(timeLog.billable, true),
        isNotNull(timeLog.end),
        isNotNull(timeLog.invoiceId),
        inArray(timeLog.projectId, [...new Set(perDay.map((row) => row.projectId))]),
        gte(timeLog.start, from),
        lt(timeLog.start, until),
      ),
    );
  return invoiced.filter((row) => keys.has(dayKey(context, row)));
}

/**
 * Re-prices every log of the company that is not invoiced and not in its locked
 * period, after a rule, a default rate or the time zone changed. Invoiced and locked
 * logs keep what they were billed or locked with. Callers hold the pricing lock (`pricing-lock.ts`).
 */
export async function recalculateCompanyLogs(db: Queryable, companyId: number, now: Date) {
  const context = await loadPricingContext(db, companyId);
  const locked = await lockedPeriod(db, companyId);
  const logs = await db
    .select({
      id: timeLog.id,
      userId: timeLog.userId,
      projectId: timeLog.projectId,
      debtorId: project.debtorId,
      activityId: timeLog.activityId,
      start: timeLog.start,
      end: timeLog.end,
      billable: timeLog.billable,
      currency: timeLog.currency,
      hourlyRate: timeLog.hourlyRate,
      rateType: timeLog.rateType,
      rateRuleId: timeLog.rateRuleId,
      hasRate: timeLog.hasRate,
      amount: timeLog.amount,
      durationSeconds: timeLog.durationSeconds,
      billedSeconds: timeLog.billedSeconds,
      rounding: timeLog.rounding,
      invoiceId: timeLog.invoiceId,
    })
    .from(timeLog)
    .innerJoin(project, sameCompanyRow(project, timeLog, timeLog.projectId))
    .where(
      and(
        eq(timeLog.companyId, companyId),
        isNull(timeLog.invoiceId),
        // A locked period keeps the amounts its logs had when it was locked.
        locked ? gte(timeLog.start, locked.openFrom) : undefined,
      ),
    );
  const pricedLogs = logs.map((log) => {
    const priced: Omit<PricedFields, "billedSeconds"> & { billedSeconds: number | null } = priceLog(
      context,
      log,
      now,
    );
    // A running log's billed time and amount are computed when read, never stored.
    if (log.end === null) {
      priced.amount = zeroAmount(decimalsOf(context, log.currency));
      priced.billedSeconds = null;
    }
    return { log, priced };
  });
  // Rules that round per day share each day out among its logs, frozen ones (locked) included.
  if (context.rounding.some((rule) => rule.scope === "day")) {
    const debtorOf = new Map(logs.map((log) => [log.projectId, log.debtorId]));
    const dayRows: DayRow[] = pricedLogs
      .filter(({ log }) => log.end !== null && log.billable)
      .map(({ log, priced }) => ({
        ...log,
        hourlyRate: priced.hourlyRate,
        rateType: priced.rateType,
      }));
    const frozen = await invoicedDayRows(db, companyId, context, dayRows, debtorOf);
    const shared = shareDays(context, debtorOf, [...dayRows, ...frozen], locked);
    for (const { log, priced } of pricedLogs) {
      const next = shared.get(log.id);
      if (next) Object.assign(priced, next);
    }
  }
  const changed = pricedLogs.flatMap(({ log, priced }) => {
    const same =
      priced.hourlyRate === log.hourlyRate &&
      priced.rateType === log.rateType &&
      priced.rateRuleId === log.rateRuleId &&
      priced.hasRate === log.hasRate &&
      priced.billedSeconds === storedBilled(log) &&
      priced.rounding === log.rounding &&
      priced.amount === roundDecimal(log.amount, decimalsOf(context, log.currency));
    return same ? [] : [{ id: log.id, ...priced }];
  });
  for (let index = 0; index < changed.length; index += 500) {
    const batch = changed.slice(index, index + 500);
    const values = sql.join(
      batch.map(
        (row) =>
          sql`(${row.id}::bigint, ${row.hourlyRate}::numeric, ${row.rateType}::varchar, ${row.rateRuleId}::bigint, ${row.hasRate}::boolean, ${row.billedSeconds}::integer, ${row.rounding}::varchar, ${row.amount}::numeric)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update time_log as t set hourly_rate = v.rate, rate_type = v.rate_type, rate_rule_id = v.rule,
        has_rate = v.has_rate, billed_seconds = v.billed, rounding = v.rounding, amount = v.amount,
        updated_at = now()
      from (values ${values}) as v(id, rate, rate_type, rule, has_rate, billed, rounding, amount)
      where t.id = v.id and t.company_id = ${companyId} and t.invoice_id is null`);
  }
  return changed.length;
}
