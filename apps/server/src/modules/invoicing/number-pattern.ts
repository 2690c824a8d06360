/**
 * Invoice number patterns: `{YYYY}`, `{YY}`, `{MM}` (of the issue date),
 * `{prefix}` (the company's invoice prefix) and `{seq}` or `{seq:N}` (the
 * counter, zero-padded to N digits). Anything else is copied as written.
 */
const TOKEN = /\{(YYYY|YY|MM|prefix|seq(?::(\d{1,2}))?)\}/g;

export function formatInvoiceNumber(
  pattern: string,
  values: { issueDate: string; prefix: string; sequence: number },
): string {
  const [year, month] = values.issueDate.split("-");
  return pattern.replace(TOKEN, (_token, name: string, width?: string) => {
    if (name === "YYYY") return year;
    if (name === "YY") return year.slice(2);
    if (name === "MM") return month;
    if (name === "prefix") return values.prefix;
    return String(values.sequence).padStart(width ? Number(width) : 1, "0");
  });
}

/** The counter a number is drawn from: the issue year, or 0 for a running counter. */
export const counterPeriod = (reset: "yearly" | "never", issueDate: string) =>
  reset === "yearly" ? Number(issueDate.slice(0, 4)) : 0;
