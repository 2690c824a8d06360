/** An exact decimal ("85.00") as digits and their scale, or null. */
function decimal(value: string): { digits: bigint; scale: bigint } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = match[2] ?? "";
  return { digits: BigInt(match[1] + fraction), scale: 10n ** BigInt(fraction.length) };
}

const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/**
 * What a log costs at its loaded rate for `seconds`, as the server prices it
 * (hourly: rate × seconds / 3600; fixed: the rate; half-up to the amount's
 * digits), exact in integers; null when there is no rate to go by.
 */
export function previewAmount({
  rate,
  rateType,
  seconds,
  billable,
  digitsLike,
}: {
  rate: string | null;
  rateType: "hourly" | "fixed" | null;
  seconds: number;
  billable: boolean;
  /** An amount of the same currency, whose digits the result has ("127.50": two). */
  digitsLike: string;
}): string | null {
  const digits = digitsLike.split(".")[1]?.length ?? 0;
  const scale = 10n ** BigInt(digits);
  const format = (units: bigint) => {
    const text = units.toString().padStart(digits + 1, "0");
    return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  };
  if (!billable) return format(0n);
  const parsed = rate === null ? null : decimal(rate);
  if (!parsed || rateType === null || !Number.isInteger(seconds) || seconds < 0) return null;
  return format(
    rateType === "fixed"
      ? divideHalfUp(parsed.digits * scale, parsed.scale)
      : divideHalfUp(parsed.digits * BigInt(seconds) * scale, parsed.scale * 3600n),
  );
}
