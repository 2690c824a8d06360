import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { todayIn } from "../../calendar.ts";
import { sameCompanyRow } from "../../db/company-row.ts";
import { isTransaction, type Queryable } from "../../db/open-database.ts";
import { perDatabase, preparedPerDatabase } from "../../db/per-database.ts";
import {
  company,
  currency,
  hourlyRateRule,
  project,
  timeLog,
  users,
} from "../../db/schema/index.ts";
import { priceOf, roundDecimal, zeroAmount } from "../../money.ts";
import { lockedPeriod } from "./locked-period.ts";
import { type RateRule, type ResolvedRate, resolveHourlyRate } from "./resolve-hourly-rate.ts";

/** Everything pricing a company's logs needs, read once. */
export interface PricingContext {
  rules: RateRule[];
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
  const members = await reads.members.execute({ company: companyId });
  const [owner] = members;
  const decimals = await currencyDecimals(db);
  return {
    rules,
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

/** Rate, rule and amount copied onto a log; `now` prices a running log up to this moment. */
export function priceLog(context: PricingContext, log: LogToPrice, now: Date): PricedFields {
  const resolved = resolveFor(context, log);
  const decimals = decimalsOf(context, log.currency);
  const seconds = Math.max(
    0,
    Math.floor(((log.end ?? now).getTime() - log.start.getTime()) / 1000),
  );
  const amount =
    log.billable && resolved.rate !== null && resolved.rateType !== null
      ? priceOf({ rate: resolved.rate, rateType: resolved.rateType }, seconds, decimals)
      : zeroAmount(decimals);
  return {
    hourlyRate: resolved.rate,
    rateType: resolved.rateType,
    rateRuleId: resolved.ruleId,
    hasRate: resolved.hasRate,
    amount,
  };
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
  const changed = logs.flatMap((log) => {
    const priced = priceLog(context, log, now);
    // A running log's amount is computed when read, never stored.
    if (log.end === null) priced.amount = zeroAmount(decimalsOf(context, log.currency));
    const same =
      priced.hourlyRate === log.hourlyRate &&
      priced.rateType === log.rateType &&
      priced.rateRuleId === log.rateRuleId &&
      priced.hasRate === log.hasRate &&
      priced.amount === roundDecimal(log.amount, decimalsOf(context, log.currency));
    return same ? [] : [{ id: log.id, ...priced }];
  });
  for (let index = 0; index < changed.length; index += 500) {
    const batch = changed.slice(index, index + 500);
    const values = sql.join(
      batch.map(
        (row) =>
          sql`(${row.id}::bigint, ${row.hourlyRate}::numeric, ${row.rateType}::varchar, ${row.rateRuleId}::bigint, ${row.hasRate}::boolean, ${row.amount}::numeric)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update time_log as t set hourly_rate = v.rate, rate_type = v.rate_type, rate_rule_id = v.rule,
        has_rate = v.has_rate, amount = v.amount, updated_at = now()
      from (values ${values}) as v(id, rate, rate_type, rule, has_rate, amount)
      where t.id = v.id and t.company_id = ${companyId} and t.invoice_id is null`);
  }
  return changed.length;
}
