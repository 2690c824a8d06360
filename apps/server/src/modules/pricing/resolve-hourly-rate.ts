/** A rule as the resolution needs it; null dimensions match anything. */
export interface RateRule {
  id: number;
  debtorId: number | null;
  projectId: number | null;
  activityId: number | null;
  userId: number | null;
  rateType: "hourly" | "fixed";
  rate: string;
  validFrom: string | null;
  validUntil: string | null;
}

export interface RateContext {
  userId: number;
  projectId: number;
  debtorId: number | null;
  activityId: number | null;
  /** The date of the log's start in the company's time zone. */
  day: string;
}

export interface ResolvedRate {
  rate: string | null;
  rateType: "hourly" | "fixed" | null;
  ruleId: number | null;
  hasRate: boolean;
}

const matches = (ruleValue: number | null, value: number | null) =>
  ruleValue === null || ruleValue === value;

/** activity 5, project 3, debtor 1, and +1 when the rule names the user. */
export function scoreOf(rule: RateRule): number {
  return (
    (rule.activityId !== null ? 5 : 0) +
    (rule.projectId !== null ? 3 : 0) +
    (rule.debtorId !== null ? 1 : 0) +
    (rule.userId !== null ? 1 : 0)
  );
}

/**
 * The resolution of the domain rules: the matching, valid rule with the highest score;
 * ties go to the latest valid_from (none counts as earliest), then the highest
 * id; without a rule the user's rate, then the company's, else no rate.
 */
export function resolveHourlyRate(
  rules: readonly RateRule[],
  context: RateContext,
  fallbacks: { userRate: string | null; companyRate: string | null },
): ResolvedRate {
  let best: RateRule | undefined;
  for (const rule of rules) {
    if (
      !matches(rule.activityId, context.activityId) ||
      !matches(rule.projectId, context.projectId) ||
      !matches(rule.debtorId, context.debtorId) ||
      !matches(rule.userId, context.userId) ||
      (rule.validFrom !== null && rule.validFrom > context.day) ||
      (rule.validUntil !== null && rule.validUntil < context.day)
    ) {
      continue;
    }
    if (!best || isBetter(rule, best)) best = rule;
  }
  if (best) return { rate: best.rate, rateType: best.rateType, ruleId: best.id, hasRate: true };
  const fallback = fallbacks.userRate ?? fallbacks.companyRate;
  if (fallback !== null) return { rate: fallback, rateType: "hourly", ruleId: null, hasRate: true };
  return { rate: null, rateType: null, ruleId: null, hasRate: false };
}

function isBetter(candidate: RateRule, current: RateRule): boolean {
  const scores = scoreOf(candidate) - scoreOf(current);
  if (scores !== 0) return scores > 0;
  const from =
    (candidate.validFrom ?? "") < (current.validFrom ?? "")
      ? -1
      : (candidate.validFrom ?? "") > (current.validFrom ?? "")
        ? 1
        : 0;
  if (from !== 0) return from > 0;
  return candidate.id > current.id;
}
