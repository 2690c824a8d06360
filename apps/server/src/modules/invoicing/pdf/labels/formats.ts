/** Days, decimals and amounts as each language writes them: no float anywhere. */
import type { InvoiceLanguage } from "@tempus/contract";

const MONTHS_EN = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/**
 * "2026-03-31" in the language's usual form: "31 Mar 2026" (English),
 * "31.03.2026" (German), "31/03/2026" (French), "31-03-2026" (Dutch).
 */
export function formatDay(day: string, language: InvoiceLanguage): string {
  const [year, month, date] = day.split("-");
  switch (language) {
    case "de":
      return `${date}.${month}.${year}`;
    case "fr":
      return `${date}/${month}/${year}`;
    case "nl":
      return `${date}-${month}-${year}`;
    default:
      return `${Number(date)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
  }
}

/** Digit group and decimal separator of each language (French groups with U+202F, as CLDR). */
const SEPARATORS: Record<InvoiceLanguage, [string, string]> = {
  en: [",", "."],
  de: [".", ","],
  fr: ["\u202f", ","],
  nl: [".", ","],
};

/**
 * A decimal string with its digits grouped ("1,234.5" / "1.234,5" / "1 234,5"),
 * at least `minDecimals` decimals and trailing zeros beyond them dropped: no
 * float anywhere.
 */
export function formatDecimal(value: string, language: InvoiceLanguage, minDecimals = 2): string {
  const negative = value.startsWith("-");
  const [whole, fraction = ""] = (negative ? value.slice(1) : value).split(".");
  let decimals = fraction.replace(/0+$/, "");
  if (decimals.length < minDecimals) decimals = decimals.padEnd(minDecimals, "0");
  const [group, point] = SEPARATORS[language];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? "-" : ""}${grouped}${decimals ? point + decimals : ""}`;
}

/** An amount with its currency: "1,234.50 EUR" / "1.234,50 EUR". */
export const formatMoney = (value: string, currency: string, language: InvoiceLanguage) =>
  `${formatDecimal(value, language)} ${currency}`;

/** A percentage without trailing zeros: "2.00" → "2", "2.50" → "2,5". */
export const percent = (value: string, language: InvoiceLanguage) =>
  formatDecimal(value, language, 0);
