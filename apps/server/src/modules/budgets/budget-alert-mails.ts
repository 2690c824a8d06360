import type { FormatLocale, Language } from "@tempus/contract";
import type { Mail } from "../../mail/mailer.ts";
import { type BudgetAlertText, budgetAlertText } from "./budget-alert-texts.ts";

// The budget alert mail: plain text and HTML in the recipient's language, numbers, amounts and
// the month in the user's regional format.

export interface Recipient {
  email: string;
  username: string;
  languagePreference: Language;
  formatLocale: FormatLocale | null;
}

export interface BudgetAlertFacts {
  /** A project's budget, or a debtor's over all its projects. */
  subject: { kind: "project" | "debtor"; id: number; name: string };
  currency: string;
  measure: "hours" | "amount";
  /** The highest threshold newly reached. */
  threshold: number;
  /** The month `YYYY-MM` of a monthly budget, null for a whole-life one. */
  month: string | null;
  /** Seconds tracked (hours), or the amount as a decimal string. */
  used: number | string;
  budget: string;
  percent: number;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const localeOf = (user: Recipient) => user.formatLocale ?? user.languagePreference;

/** The texts of a project's alerts, and of a debtor's. */
const TEXTS = {
  project: {
    hoursSubject: "hoursSubject",
    amountSubject: "amountSubject",
    hoursBody: "hoursBody",
    hoursBodyMonth: "hoursBodyMonth",
    amountBody: "amountBody",
    amountBodyMonth: "amountBodyMonth",
    action: "action",
    footer: "footer",
  },
  debtor: {
    hoursSubject: "debtorHoursSubject",
    amountSubject: "debtorAmountSubject",
    hoursBody: "debtorHoursBody",
    hoursBodyMonth: "debtorHoursBodyMonth",
    amountBody: "debtorAmountBody",
    amountBodyMonth: "debtorAmountBodyMonth",
    action: "debtorAction",
    footer: "debtorFooter",
  },
} as const satisfies Record<string, Record<string, BudgetAlertText>>;

/** Where a project's page is, and a debtor's. */
const PAGES = { project: "projects", debtor: "debtor" } as const;

/** The mail telling that a budget reached a threshold, with a link to the project or debtor. */
export function budgetAlertMail(user: Recipient, facts: BudgetAlertFacts, publicUrl: string): Mail {
  const locale = localeOf(user);
  const say = (text: BudgetAlertText, values?: Record<string, string>) =>
    budgetAlertText(user.languagePreference, text, values);
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const money = (value: string) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: facts.currency }).format(
      Number(value),
    );
  const hours = facts.measure === "hours";
  const { kind, id, name } = facts.subject;
  const texts = TEXTS[kind];
  const values = {
    [kind]: name,
    threshold: String(facts.threshold),
    used: hours ? number(Number(facts.used) / 3600, 2) : money(String(facts.used)),
    budget: hours ? number(Number(facts.budget), 2) : money(facts.budget),
    percent: number(facts.percent, 1),
    month: facts.month
      ? new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${facts.month}-15T12:00:00Z`),
        )
      : "",
  };
  const body = hours
    ? facts.month
      ? texts.hoursBodyMonth
      : texts.hoursBody
    : facts.month
      ? texts.amountBodyMonth
      : texts.amountBody;
  const greeting = say("greeting", { name: user.username });
  const lines = [say(body, values), say("hint")];
  const action = say(texts.action);
  const link = new URL(`/app/project-time/${PAGES[kind]}/${id}`, publicUrl).toString();
  const footer = say(texts.footer);
  const text = [greeting, "", ...lines, "", `${action}: ${link}`, "", footer].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#3e2723">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}" style="background:#ef6c00;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#6d4c41">${escapeHtml(footer)}</p>
</body></html>`;
  return {
    to: user.email,
    subject: say(hours ? texts.hoursSubject : texts.amountSubject, values),
    text,
    html,
  };
}
