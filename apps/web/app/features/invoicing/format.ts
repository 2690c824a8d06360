import { formatLocale, formatMoney } from "../../lib/i18n.ts";

/** A calendar date of the API (YYYY-MM-DD) as the language writes it; "–" for none. */
export const formatDay = (language: string, value: string | null) =>
  value
    ? new Date(`${value}T12:00:00Z`).toLocaleDateString(formatLocale(language), { timeZone: "UTC" })
    : "–";

/**
 * An instant of the API (sent, delivered) with date and time on the company's clock, as time logs
 * are shown; "…" while the company's zone is not known yet, "–" for none.
 */
export const formatInstant = (
  language: string,
  value: string | null,
  timeZone: string | undefined,
) =>
  !value
    ? "–"
    : timeZone === undefined
      ? "…"
      : new Date(value).toLocaleString(formatLocale(language), { timeZone });

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

/** Today in `timeZone` (the company's; the browser's when unknown) as YYYY-MM-DD. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  if (!timeZone) return today(now);
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** An exchange rate (up to 8 decimals) without trailing zeros: "0.9215". */
export const exchangeRate = (language: string, value: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 8 }).format(Number(value));

/** Cents of an API amount ("-12.30" → -1230), for sums shown before the server computes them. */
export const toCents = (amount: string) => Math.round(Number(amount) * 100);

/** Cents as an API amount (-1230 → "-12.30"). */
export const fromCents = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
