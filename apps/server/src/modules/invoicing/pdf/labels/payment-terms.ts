/** The payment terms in words (BT-20), and a credit note's. */
import type { InvoiceLanguage } from "@tempus/contract";
import { formatDay, formatMoney, percent } from "./formats.ts";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface TermsWords {
  within: (days: number, due: string | null) => string;
  immediately: string;
  by: (due: string) => string;
  discount: (percent: string, amount: string, days: number, until: string) => string;
  otherwise: string;
}

const TERMS: Record<InvoiceLanguage, TermsWords> = {
  en: {
    within: (days, due) =>
      `payable within ${days} ${days === 1 ? "day" : "days"}${due ? ` (by ${due})` : ""} without deduction`,
    immediately: "payable immediately without deduction",
    by: (due) => `payable by ${due} without deduction`,
    discount: (rate, amount, days, until) =>
      `${rate} % cash discount (${amount}) if paid within ${days} ${days === 1 ? "day" : "days"} (by ${until})`,
    otherwise: "; otherwise ",
  },
  de: {
    within: (days, due) =>
      `zahlbar innerhalb von ${days} ${days === 1 ? "Tag" : "Tagen"}${due ? ` (bis ${due})` : ""} ohne Abzug`,
    immediately: "zahlbar sofort ohne Abzug",
    by: (due) => `zahlbar bis ${due} ohne Abzug`,
    discount: (rate, amount, days, until) =>
      `${rate} % Skonto (${amount}) bei Zahlung innerhalb von ${days} ${days === 1 ? "Tag" : "Tagen"} (bis ${until})`,
    otherwise: "; sonst ",
  },
  fr: {
    within: (days, due) =>
      `payable sous ${days} ${days === 1 ? "jour" : "jours"}${due ? ` (au plus tard le ${due})` : ""}, sans déduction`,
    immediately: "payable à réception, sans déduction",
    by: (due) => `payable au plus tard le ${due}, sans déduction`,
    discount: (rate, amount, days, until) =>
      `escompte de ${rate} % (${amount}) pour paiement sous ${days} ${days === 1 ? "jour" : "jours"} (au plus tard le ${until})`,
    otherwise: " ; à défaut, ",
  },
  nl: {
    within: (days, due) =>
      `te betalen binnen ${days} ${days === 1 ? "dag" : "dagen"}${due ? ` (uiterlijk op ${due})` : ""} zonder aftrek`,
    immediately: "onmiddellijk te betalen zonder aftrek",
    by: (due) => `te betalen uiterlijk op ${due} zonder aftrek`,
    discount: (rate, amount, days, until) =>
      `${rate} % betalingskorting (${amount}) bij betaling binnen ${days} ${days === 1 ? "dag" : "dagen"} (uiterlijk op ${until})`,
    otherwise: "; anders ",
  },
};

/**
 * The payment terms in words (BT-20): "Payable within 14 days (by 15 Apr 2026)
 * without deduction.", with a cash discount "2 % cash discount (23.80 EUR) if
 * paid within 10 days (by 11 Apr 2026); otherwise payable within 30 days (by
 * 1 May 2026) without deduction."; 0 days: payable immediately; no days, a due
 * date: payable by that day. "" when there are neither days, a due date nor a
 * discount.
 */
export function paymentTermsText(
  language: InvoiceLanguage,
  t: {
    days: number | null;
    dueDate: string | null;
    cashDiscount: { days: number; percent: string; amount: string; until: string } | null;
    currency: string;
  },
): string {
  const words = TERMS[language];
  const due = t.dueDate === null ? null : formatDay(t.dueDate, language);
  const net =
    t.days === 0
      ? words.immediately
      : t.days !== null
        ? words.within(t.days, due)
        : due !== null
          ? words.by(due)
          : null;
  const discount =
    t.cashDiscount &&
    words.discount(
      percent(t.cashDiscount.percent, language),
      formatMoney(t.cashDiscount.amount, t.currency, language),
      t.cashDiscount.days,
      formatDay(t.cashDiscount.until, language),
    );
  if (discount) return `${capitalize(discount)}${net ? words.otherwise + net : ""}.`;
  return net ? `${capitalize(net)}.` : "";
}

/** The terms of a credit note: nothing to pay. */
export function creditNoteTermsText(language: InvoiceLanguage): string {
  return {
    en: "The amount is credited to you; there is nothing to pay.",
    de: "Der Betrag wird Ihnen gutgeschrieben.",
    fr: "Le montant vous est crédité ; vous n'avez rien à payer.",
    nl: "Het bedrag wordt u gecrediteerd; u hoeft niets te betalen.",
  }[language];
}
