import { COMPANY_MONEY_FIELDS, OWN_MONEY_FIELDS } from "@tempus/contract";
import type { FastifyInstance } from "fastify";

const COMPANY_MONEY: ReadonlySet<string> = new Set(COMPANY_MONEY_FIELDS);
const OWN_MONEY: ReadonlySet<string> = new Set(OWN_MONEY_FIELDS);

/** Whether `value` holds one of `fields` at any depth. */
function holds(value: unknown, fields: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((item) => holds(item, fields));
  if (value === null || typeof value !== "object") return false;
  for (const [key, inner] of Object.entries(value)) {
    if (fields.has(key) || holds(inner, fields)) return true;
  }
  return false;
}

/** `value` without `fields` at any depth; what holds none of them is returned as it is. */
export function withoutFields(value: unknown, fields: ReadonlySet<string>): unknown {
  if (!holds(value, fields)) return value;
  if (Array.isArray(value)) return value.map((item) => withoutFields(item, fields));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !fields.has(key))
      .map(([key, inner]) => [key, withoutFields(inner, fields)]),
  );
}

/**
 * Member privacy in one place (decision 039): a member's JSON answers leave out the company's
 * money (its rules' rates, money budgets) always, and the money of their own time (rates and
 * amounts of their logs, totals and statistics) unless the company lets members see it. The
 * contract declares each of these fields optional (its test checks every response schema), so the
 * answer stays valid; files (CSV, XLSX, PDF) leave the columns out where they are written.
 */
export function registerMoneyPrivacy(
  app: FastifyInstance,
  membersSeeOwnAmounts: (companyId: number) => Promise<boolean>,
) {
  const companyMoneyAndOwn = new Set([...COMPANY_MONEY, ...OWN_MONEY]);
  app.addHook("preSerialization", async (request, _reply, payload) => {
    const user = request.user;
    if (user?.role !== "member" || payload === null || typeof payload !== "object") return payload;
    if (holds(payload, OWN_MONEY) && !(await membersSeeOwnAmounts(user.companyId)))
      return withoutFields(payload, companyMoneyAndOwn);
    return withoutFields(payload, COMPANY_MONEY);
  });
}
