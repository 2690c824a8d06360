import type { TaxBreakdown, TaxCategory, TaxTreatment } from "@tempus/contract";
import { divideHalfUp, formatCents, formatUnits } from "../../money.ts";

/** A line as the totals need it: the net in cents, the category and the rate (hundredths of a percent). */
export interface PricedLine extends LineTax {
  netCents: bigint;
}

/** "19", "19.5", "7.00" → 1900, 1950, 700. */
export function rateToHundredths(rate: string): bigint {
  const [whole, fraction = ""] = rate.split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
}

export const formatRate = (hundredths: bigint) => formatUnits(hundredths, 2);

/** Half-up away from zero, for amounts of either sign. */
export function roundedShare(amount: bigint, numerator: bigint, denominator: bigint) {
  const magnitude = divideHalfUp((amount < 0n ? -amount : amount) * numerator, denominator);
  return amount < 0n ? -magnitude : magnitude;
}

/** quantity (4 decimals) × unit price (4 decimals) → cents, half-up (BT-131). */
export function lineNetCents(quantityUnits: bigint, priceUnits: bigint): bigint {
  return roundedShare(quantityUnits * priceUnits, 1n, 1_000_000n);
}

/** A line's VAT: category, rate and, where no VAT is charged, why (BT-120) and its VATEX code (BT-121). */
export interface LineTax {
  taxCategory: TaxCategory;
  rateHundredths: bigint;
  exemptionReason: string;
}

/** The CEF VATEX code of a category, where one is fixed (BT-121); the small-business regime in France has its own. */
export function exemptionCode(category: TaxCategory, smallBusinessCountry: string | null): string {
  if (category === "E" && smallBusinessCountry === "FR") return "VATEX-FR-FRANCHISE";
  return (
    (
      { AE: "VATEX-EU-AE", K: "VATEX-EU-IC", G: "VATEX-EU-G", O: "VATEX-EU-O" } as Record<
        string,
        string
      >
    )[category] ?? ""
  );
}

/** The category a debtor's treatment gives a line (the company's small-business regime first), and its rate. */
export function taxOf(
  treatment: TaxTreatment,
  smallBusiness: boolean,
  rateHundredths: bigint,
): { taxCategory: TaxCategory; rateHundredths: bigint } {
  if (treatment === "outside_scope") return { taxCategory: "O", rateHundredths: 0n };
  if (smallBusiness) return { taxCategory: "E", rateHundredths: 0n };
  const category = (
    {
      reverse_charge: "AE",
      exempt: "E",
      intra_community: "K",
      export: "G",
    } as Record<string, TaxCategory>
  )[treatment];
  if (category) return { taxCategory: category, rateHundredths: 0n };
  return { taxCategory: rateHundredths === 0n ? "Z" : "S", rateHundredths };
}

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
export function computeTotals(
  lines: PricedLine[],
  smallBusinessCountry: string | null = null,
): InvoiceTotals {
  const groups = new Map<
    string,
    { category: TaxCategory; rate: bigint; reason: string; taxable: bigint }
  >();
  for (const line of lines) {
    // One group per category and rate (BR-CO-17); the first line's reason states why.
    const key = `${line.taxCategory}/${line.rateHundredths}`;
    const group = groups.get(key) ?? {
      category: line.taxCategory,
      rate: line.rateHundredths,
      reason: line.exemptionReason,
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
      exemption_reason: group.category === "S" || group.category === "Z" ? "" : group.reason,
      exemption_code: exemptionCode(group.category, smallBusinessCountry),
    });
  }
  return { netCents, taxCents, grossCents: netCents + taxCents, breakdown };
}
