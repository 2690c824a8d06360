import { useTranslation } from "react-i18next";
import { formatLocale, formatMoney } from "../../lib/i18n.ts";

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day ("YYYY-MM-DD") as the language writes dates: "Mar 10, 2026", "10.03.2026". */
export function formatDay(language: string, day: string): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(language), {
      dateStyle: "medium",
      timeZone: "UTC",
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** The day of a moment (an ISO timestamp) in the user's time zone, as the language writes dates. */
export function formatMomentDay(language: string, timestamp: string): string {
  let format = momentFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(language), { dateStyle: "medium" });
    momentFormats.set(language, format);
  }
  return format.format(new Date(timestamp));
}

/** The day after `day` ("YYYY-MM-DD"): where the next billing period starts. */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Amounts and days of the subscription screens in the user's language. */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  return {
    money: (amount: string, currency: string) => formatMoney(i18n.language, amount, currency),
    day: (day: string) => formatDay(i18n.language, day),
    dayOf: (timestamp: string) => formatMomentDay(i18n.language, timestamp),
  };
}
