import type { TaxBreakdown, TaxCategory, TaxTreatment } from "@tempus/contract";
import { divideHalfUp, formatCents, formatUnits } from "../../money.ts";

/** A line as the totals need it: the net in cents, the category and the rate (hundredths of a percent). */
export interface PricedLine {
  netCents: bigint;
  taxCategory: TaxCategory;
  rateHundredths: bigint;
}

/** "19", "19.5", "7.00" → 1900, 1950, 700. */
export function rateToHundredths(rate: string): bigint {
  const [whole, fraction = ""] = rate.split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
}

export const formatRate = (hundredths: bigint) => formatUnits(hundredths, 2);

/** Half-up away from zero, for amounts of either sign. */
function roundedShare(amount: bigint, numerator: bigint, denominator: bigint) {
  const magnitude = divideHalfUp((amount < 0n ? -amount : amount) * numerator, denominator);
  return amount < 0n ? -magnitude : magnitude;
}

/** quantity (4 decimals) × unit price (4 decimals) → cents, half-up (BT-131). */
export function lineNetCents(quantityUnits: bigint, priceUnits: bigint): bigint {
  return roundedShare(quantityUnits * priceUnits, 1n, 1_000_000n);
}

/** The category a debtor's treatment gives a line, and its rate. */
export function taxOf(
  treatment: TaxTreatment,
  rateHundredths: bigint,
): { taxCategory: TaxCategory; rateHundredths: bigint } {
  if (treatment === "reverse_charge") return { taxCategory: "AE", rateHundredths: 0n };
  if (treatment === "exempt") return { taxCategory: "E", rateHundredths: 0n };
  return { taxCategory: rateHundredths === 0n ? "Z" : "S", rateHundredths };
}

export const REVERSE_CHARGE_REASON = "Reverse charge";

export interface InvoiceTotals {
  netCents: bigint;
  taxCents: bigint;
  grossCents: bigint;
  breakdown: TaxBreakdown[];
}

/**
 * EN 16931's arithmetic: the sum of line nets (BR-CO-10), VAT once per category
 * and rate over that group's nets, rounded half-up to cents (BR-CO-17), the VAT
 * total as the sum of the groups (BR-CO-14), gross = net + VAT (BR-CO-15).
 */
export function computeTotals(lines: PricedLine[], exemptionReason: string): InvoiceTotals {
  const groups = new Map<string, { category: TaxCategory; rate: bigint; taxable: bigint }>();
  for (const line of lines) {
    const key = `${line.taxCategory}/${line.rateHundredths}`;
    const group = groups.get(key) ?? {
      category: line.taxCategory,
      rate: line.rateHundredths,
      taxable: 0n,
    };
    group.taxable += line.netCents;
    groups.set(key, group);
  }
  let netCents = 0n;
  let taxCents = 0n;
  const breakdown: TaxBreakdown[] = [];
  const ordered = [...groups.values()].sort((a, b) =>
    a.category === b.category ? Number(b.rate - a.rate) : a.category < b.category ? -1 : 1,
  );
  for (const group of ordered) {
    const tax = roundedShare(group.taxable, group.rate, 10_000n);
    netCents += group.taxable;
    taxCents += tax;
    breakdown.push({
      tax_category: group.category,
      tax_rate: formatRate(group.rate),
      taxable_amount: formatCents(group.taxable),
      tax_amount: formatCents(tax),
      exemption_reason:
        group.category === "AE"
          ? REVERSE_CHARGE_REASON
          : group.category === "E"
            ? exemptionReason
            : "",
    });
  }
  return { netCents, taxCents, grossCents: netCents + taxCents, breakdown };
}
