import type { Language } from "@tempus/contract";
import { lookup } from "../../i18n/index.ts";

/**
 * The budget alerts' texts in English, with `{name}` for the values they carry; their
 * translations are the i18n catalogue's (catalogue/budgets.ts).
 */
export const BUDGET_ALERT_TEXTS = {
  greeting: "Hello {name},",
  hoursSubject: "{project} has used {threshold} % of its hour budget",
  amountSubject: "{project} has used {threshold} % of its budget amount",
  hoursBody: "{project} has used {used} h of its budget of {budget} h ({percent} %).",
  hoursBodyMonth:
    "In {month}, {project} has used {used} h of its monthly budget of {budget} h ({percent} %).",
  amountBody: "{project} has used {used} of its budget of {budget} ({percent} %).",
  amountBodyMonth:
    "In {month}, {project} has used {used} of its monthly budget of {budget} ({percent} %).",
  hint: "Each threshold is mailed once per budget period; a monthly budget starts again on the first of the month.",
  action: "Open the project",
  footer:
    "You receive this alert as an owner or admin of the company, or as a member of a project whose alerts go to its members. The project's thresholds are set on its page in Tempus.",
  debtorHoursSubject: "The projects of {debtor} have used {threshold} % of their hour budget",
  debtorAmountSubject: "The projects of {debtor} have used {threshold} % of their budget amount",
  debtorHoursBody:
    "The projects of {debtor} have used {used} h of their budget of {budget} h ({percent} %).",
  debtorHoursBodyMonth:
    "In {month}, the projects of {debtor} have used {used} h of their monthly budget of {budget} h ({percent} %).",
  debtorAmountBody:
    "The projects of {debtor} have used {used} of their budget of {budget} ({percent} %).",
  debtorAmountBodyMonth:
    "In {month}, the projects of {debtor} have used {used} of their monthly budget of {budget} ({percent} %).",
  debtorAction: "Open the debtor",
  debtorFooter:
    "You receive this alert as an owner or admin of the company, or as someone who tracked time for a debtor whose alerts go to its members. The debtor's thresholds are set on its page in Tempus.",
} as const;

export type BudgetAlertText = keyof typeof BUDGET_ALERT_TEXTS;

/** A text in `language` with its values put in (values are not translated). */
export function budgetAlertText(
  language: Language,
  text: BudgetAlertText,
  values: Record<string, string> = {},
): string {
  const english = BUDGET_ALERT_TEXTS[text];
  const template = lookup(language, english) ?? english;
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}
