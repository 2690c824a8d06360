import { INVOICE_MESSAGES } from "./messages.ts";

/** An invoice number is stored as `varchar(50)`. */
export const INVOICE_NUMBER_MAX_LENGTH = 50;

/**
 * A counter's last value is an `integer` column: 2147483647 is the last number it can draw.
 * Issuing refuses to go past it (a clear 400, not the database's "integer out of range").
 */
export const INVOICE_COUNTER_MAX = 2_147_483_647;

/**
 * The largest `next_invoice_number`. A running counter starts there and counts up by one for
 * every invoice and credit note issued, up to INVOICE_COUNTER_MAX: 999999999, the largest
 * nine-digit number, leaves more than 1.1 billion numbers to draw (more than any company
 * issues: at a million invoices a year, over 1,100 years), so a counter set here cannot
 * overflow while issuing. A higher start (up to the column's 2147483647) would leave a few
 * numbers at most: the probe's 2147483646 failed on the third issue.
 */
export const NEXT_INVOICE_NUMBER_MAX = 999_999_999;

/** The counter's largest value has 10 digits: `{seq}` and `{seq:N}` (N ≤ 10) give up to 10. */
const COUNTER_DIGITS = String(INVOICE_COUNTER_MAX).length;

const TOKEN = /\{(YYYY|YY|MM|prefix|seq(?::(\d{1,2}))?)\}/g;

/**
 * The longest number a pattern can give (see the server's number-pattern.ts): `{YYYY}` is 4
 * characters (issue dates are in the years 1 to 9999), `{YY}` and `{MM}` 2, `{prefix}` the
 * prefix, `{seq}` and `{seq:N}` the counter at its largest (padded to N digits, never cut).
 */
export function invoiceNumberMaxLength(pattern: string, prefix: string): number {
  let length = pattern.length;
  for (const [token, name, width] of pattern.matchAll(TOKEN)) {
    length -= token.length;
    if (name === "YYYY") length += 4;
    else if (name === "YY" || name === "MM") length += 2;
    else if (name === "prefix") length += prefix.length;
    else length += Math.max(width ? Number(width) : 1, COUNTER_DIGITS);
  }
  return length;
}

/**
 * Why the numbers of a pattern with a prefix would not fit the stored column, if they would
 * not: the refusal of a pattern (or a prefix) when the company's settings are saved.
 */
export function invoiceNumberLengthProblem(pattern: string, prefix: string): string | undefined {
  const length = invoiceNumberMaxLength(pattern, prefix);
  return length > INVOICE_NUMBER_MAX_LENGTH
    ? INVOICE_MESSAGES.numberPatternTooLong(length)
    : undefined;
}
