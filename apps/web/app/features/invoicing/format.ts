import { formatMoney } from "../../lib/i18n.ts";

/** A calendar date of the API (YYYY-MM-DD) as the language writes it; "–" for none. */
export const formatDay = (language: string, value: string | null) =>
  value ? new Date(`${value}T12:00:00Z`).toLocaleDateString(language, { timeZone: "UTC" }) : "–";

/** An amount of the API in the invoice's currency. */
export const money = (language: string, amount: string, currency: string) =>
  formatMoney(language, amount, currency);

/** Hours (four decimals) without trailing zeros: "2.5", "1.3333". */
export const quantity = (language: string, value: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(Number(value));

/** A VAT rate in percent: "19 %", "7.5 %". */
export const rate = (language: string, value: string) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(value))} %`;

/** Today in the browser's zone as YYYY-MM-DD. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first and last day of the month before `now`: the usual service period. */
export function previousMonth(now = new Date()): { from: string; until: string } {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  return { from: today(first), until: today(last) };
}

/**
 * How the next number of `pattern` will look on `issueDate`: the date parts
 * and prefix filled in, the counter (which only the server draws) as #.
 */
export function numberPreview(pattern: string, prefix: string, issueDate: string): string {
  const [year, month] = issueDate.split("-");
  return pattern.replace(
    /\{(YYYY|YY|MM|prefix|seq(?::(\d{1,2}))?)\}/g,
    (_token, name: string, width?: string) => {
      if (name === "YYYY") return year;
      if (name === "YY") return year.slice(2);
      if (name === "MM") return month;
      if (name === "prefix") return prefix;
      return "#".repeat(width ? Number(width) : 1);
    },
  );
}
