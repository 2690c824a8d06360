import { type Rounding, roundBilledSeconds } from "@tempus/contract";

/**
 * Billing rounding (decision 031), pure: which rule rounds a log, and how a log or a day's logs
 * bill. Worked time is never changed: these only derive the billed seconds beside it.
 */

export { roundBilledSeconds };

/** A rule as pricing reads it: the company's (no debtor, no project), a debtor's or a project's. */
export interface RoundingRule extends Rounding {
  debtorId: number | null;
  projectId: number | null;
}

/** The rule that rounds a project's logs: the project's, else its debtor's, else the company's. */
export function roundingFor(
  rules: readonly RoundingRule[],
  projectId: number,
  debtorId: number | null,
): RoundingRule | null {
  let best: RoundingRule | null = null;
  let bestRank = 0;
  for (const rule of rules) {
    const rank =
      rule.projectId !== null
        ? rule.projectId === projectId
          ? 3
          : 0
        : rule.debtorId !== null
          ? rule.debtorId === debtorId && debtorId !== null
            ? 2
            : 0
          : 1;
    if (rank > bestRank) {
      best = rule;
      bestRank = rank;
    }
  }
  return best;
}

/** How the rounding is written on a log (`time_log.rounding`): mode, interval, scope, minimum. */
export const roundingCode = (rounding: Rounding | null): string | null =>
  rounding === null
    ? null
    : `${rounding.mode}:${rounding.intervalMinutes}:${rounding.scope}:${rounding.minimumMinutes}`;

/** The code written on a log back to its rounding; null for none or one not understood. */
export function parseRoundingCode(code: string | null): Rounding | null {
  if (code === null) return null;
  const [mode, interval, scope, minimum] = code.split(":");
  if (
    (mode !== "up" && mode !== "down" && mode !== "nearest") ||
    (scope !== "log" && scope !== "day")
  )
    return null;
  return { mode, intervalMinutes: Number(interval), scope, minimumMinutes: Number(minimum) };
}

/** A billable, ended log of one day group: its worked seconds, and its billed seconds when frozen. */
export interface DayLog {
  id: number;
  seconds: number;
  /** Invoiced or in the locked period: it keeps what it bills, and the others bill the rest. */
  frozenBilled?: number;
}

/**
 * One person's billable logs on one project and day, rounded once: the day's worked seconds are
 * rounded (with the minimum), and that total is shared out so the logs sum to it exactly. A frozen
 * log keeps its billed seconds; the others share what is left (never below 0) in proportion to
 * their worked seconds, each the whole seconds of its share, the seconds left over going one each
 * to the largest remainders (the earlier log first on a tie). Logs come in the day's order (start,
 * then id); a day whose free logs worked 0 seconds gives what is left to its first free log.
 */
export function distributeDay(rounding: Rounding, logs: readonly DayLog[]): Map<number, number> {
  const worked = logs.reduce((sum, log) => sum + log.seconds, 0);
  const frozen = logs.reduce((sum, log) => sum + (log.frozenBilled ?? 0), 0);
  const free = logs.filter((log) => log.frozenBilled === undefined);
  const billed = new Map<number, number>();
  if (free.length === 0) return billed;
  const target = Math.max(0, roundBilledSeconds(rounding, worked) - frozen);
  const freeWorked = free.reduce((sum, log) => sum + log.seconds, 0);
  if (freeWorked === 0) {
    for (const [index, log] of free.entries()) billed.set(log.id, index === 0 ? target : 0);
    return billed;
  }
  // target × seconds stays far below 2^53 (a day's seconds times a day's seconds), but BigInt
  // keeps it exact whatever the sizes.
  const shares = free.map((log, index) => {
    const product = BigInt(target) * BigInt(log.seconds);
    return {
      log,
      index,
      whole: Number(product / BigInt(freeWorked)),
      remainder: product % BigInt(freeWorked),
    };
  });
  let left = target - shares.reduce((sum, share) => sum + share.whole, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.whole += 1;
    left -= 1;
  }
  for (const share of shares) billed.set(share.log.id, share.whole);
  return billed;
}
