import { divideHalfUp, toCents } from "../../money.ts";

/** What a line needs of its logs: their (billed) seconds and the rate they share. */
export interface RatedWork {
  id: number;
  /** The seconds the log bills: its worked time after billing rounding (decision 031). */
  durationSeconds: number;
  hourlyRate: string | null;
  rateType: "hourly" | "fixed" | null;
}

/**
 * A line's quantity, unit, price and net: integers of 10^-quantityScale and 10^-4, so that
 * quantity × price is the net to the cent.
 */
export interface ExactLine {
  quantityUnits: bigint;
  /** Decimals of the quantity: 4, or up to 10 where hours need them. */
  quantityScale: number;
  unitCode: "HUR" | "C62";
  priceUnits: bigint;
  netCents: bigint;
  logIds: number[];
}

/** The most decimals a line's hours take before the line is stated as one lump sum. */
const MAX_QUANTITY_SCALE = 10;

/**
 * The quantity, unit, price and net of logs that share one rate (decision 018):
 * - hourly: net = Σ seconds × rate ÷ 3600, rounded half-up once to the cent;
 *   quantity the hours rounded to the nearest with 4 decimals (exact when the
 *   seconds divide by 9), or with the fewest more decimals (up to 10) at which
 *   hours × rate rounds to that same net; price the rate.
 * - fixed: quantity the number of logs (C62), price the fixed amount, net their product.
 * - no rate: the hours at a price of 0.
 * A rate so large that ten decimals of hours cannot reproduce its net is stated
 * as quantity 1 (C62) at the net.
 */
export function exactLine(logs: readonly RatedWork[]): ExactLine {
  const logIds = logs.map((log) => log.id);
  const { rateType, hourlyRate } = logs[0];
  if (rateType === "fixed" && hourlyRate !== null) {
    const count = BigInt(logs.length);
    const priceCents = toCents(hourlyRate);
    return {
      quantityUnits: count * 10_000n,
      quantityScale: 4,
      unitCode: "C62",
      priceUnits: priceCents * 100n,
      netCents: count * priceCents,
      logIds,
    };
  }
  const seconds = logs.reduce((sum, log) => sum + BigInt(log.durationSeconds), 0n);
  const rateCents = rateType === "hourly" && hourlyRate !== null ? toCents(hourlyRate) : 0n;
  const netCents = divideHalfUp(seconds * rateCents, 3600n);
  // The hours rounded to the nearest at the fewest decimals that give the net; where
  // the exact amount lies on a half cent, the hours rounded towards it.
  for (const nearest of [true, false]) {
    for (let scale = 4; scale <= MAX_QUANTITY_SCALE; scale++) {
      const perHour = 10n ** BigInt(scale);
      const exact = seconds * perHour;
      const below = exact / 3600n;
      const candidates = nearest ? [divideHalfUp(exact, 3600n)] : [below, below + 1n];
      for (const quantityUnits of candidates) {
        // hours (10^-scale) × rate (cents) → cents, half-up.
        if (divideHalfUp(quantityUnits * rateCents, perHour) === netCents)
          return {
            quantityUnits,
            quantityScale: scale,
            unitCode: "HUR",
            priceUnits: rateCents * 100n,
            netCents,
            logIds,
          };
      }
    }
  }
  return {
    quantityUnits: 10_000n,
    quantityScale: 4,
    unitCode: "C62",
    priceUnits: netCents * 100n,
    netCents,
    logIds,
  };
}
