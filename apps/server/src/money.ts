/**
 * Money as integer minor units (cents) in BigInt: never a float. The API and
 * the database speak decimal strings with two digits.
 */
export function toCents(decimal: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal amount: ${decimal}`);
  const [, sign, whole, fraction = ""] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, "0")}`;
}

/** `numerator / denominator` rounded half-up (away from zero), for non-negative inputs. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** A decimal amount with `decimals` digits from a count of 10^-decimals units. */
export function formatUnits(units: bigint, decimals: number): string {
  if (decimals === 0) return units.toString();
  const sign = units < 0n ? "-" : "";
  const absolute = units < 0n ? -units : units;
  const scale = 10n ** BigInt(decimals);
  return `${sign}${absolute / scale}.${(absolute % scale).toString().padStart(decimals, "0")}`;
}

/**
 * The amount of a time log in the currency's minor unit, rounded half-up: an
 * hourly rate prices rate × seconds / 3600, a fixed rate the rate itself.
 */
export function priceOf(
  rate: { rate: string; rateType: "hourly" | "fixed" },
  seconds: number,
  decimals: number,
): string {
  const rateCents = toCents(rate.rate);
  const scale = 10n ** BigInt(decimals);
  const units =
    rate.rateType === "fixed"
      ? divideHalfUp(rateCents * scale, 100n)
      : divideHalfUp(rateCents * BigInt(seconds) * scale, 360_000n);
  return formatUnits(units, decimals);
}

export const zeroAmount = (decimals: number) => formatUnits(0n, decimals);

/** An exact decimal string (e.g. a PostgreSQL numeric) rounded half-up to `decimals` digits. */
export function roundDecimal(value: string, decimals: number): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign, whole, fraction = ""] = match;
  const digits = BigInt(whole + fraction);
  const scale = 10n ** BigInt(fraction.length);
  const units = divideHalfUp(digits * 10n ** BigInt(decimals), scale);
  return formatUnits(sign ? -units : units, decimals);
}

/** The exact sum of decimal strings (as PostgreSQL returns numeric sums), keeping the longest fraction. */
export function sumDecimals(values: string[]): string {
  const digits = Math.max(0, ...values.map((value) => (value.split(".")[1] ?? "").length));
  const scale = 10n ** BigInt(digits);
  const total = values.reduce((sum, value) => {
    const [whole, fraction = ""] = value.replace("-", "").split(".");
    const units = BigInt(whole) * scale + BigInt(fraction.padEnd(digits, "0") || "0");
    return sum + (value.startsWith("-") ? -units : units);
  }, 0n);
  return formatUnits(total, digits);
}
