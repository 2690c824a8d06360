/** The invoice's words in its language, and what they name: titles, units, countries, registrations. */
import type { InvoiceLanguage } from "@tempus/contract";
import { DE } from "./de.ts";
import { EN } from "./en.ts";
import { FR } from "./fr.ts";
import type { InvoiceLabels, InvoiceTypeCode } from "./invoice-labels.ts";
import { NL } from "./nl.ts";

export const LABELS: Record<InvoiceLanguage, InvoiceLabels> = { en: EN, de: DE, fr: FR, nl: NL };

/** The line of a credit note for an amount: what it reduces. */
export function creditWords(language: InvoiceLanguage, number: string): string {
  return {
    en: `Credit on invoice ${number}`,
    de: `Minderung zur Rechnung ${number}`,
    fr: `Avoir sur la facture ${number}`,
    nl: `Creditering op factuur ${number}`,
  }[language];
}

/** "Invoice" / "Rechnungskorrektur" / "Facture d'acompte" … by UNTDID 1001 type code. */
export function documentTitle(language: InvoiceLanguage, typeCode: InvoiceTypeCode): string {
  const labels = LABELS[language];
  return typeCode === "381"
    ? labels.creditNote
    : typeCode === "386"
      ? labels.advanceInvoice
      : labels.invoice;
}

/** A unit of measure in words, singular or plural by the quantity (French: singular below 2). */
export function unitLabel(language: InvoiceLanguage, unitCode: string, quantity: string): string {
  const forms = LABELS[language].units[unitCode];
  if (!forms) return unitCode;
  const amount = Math.abs(Number(quantity));
  const singular = language === "fr" ? amount < 2 : amount === 1;
  return forms[singular ? 0 : 1];
}

const regionNames = new Map<InvoiceLanguage, Intl.DisplayNames>();

/** A country's name in the language ("DE" → "Allemagne"); a code ICU does not know stays as it is. */
export function countryName(language: InvoiceLanguage, code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LABELS[language].locale], { type: "region", fallback: "code" });
    regionNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * A party's legal registration as printed: the register and the entry
 * ("Amtsgericht Charlottenburg HRB 12345", "RCS Paris 123 456 789"), or the
 * identifier named by its ICD scheme (SIREN, SIRET, enterprise number, KvK).
 */
export function legalRegistrationText(
  language: InvoiceLanguage,
  party: {
    legal_registration_id: string;
    legal_registration_scheme: string;
    register_court: string;
  },
): string {
  const id = party.legal_registration_id.trim();
  const court = party.register_court.trim();
  if (!id) return court;
  if (court) return `${court} ${id}`;
  const labels = LABELS[language];
  const scheme =
    {
      "0002": "SIREN",
      "0009": "SIRET",
      "0106": "KvK",
      "0208": labels.enterpriseNumber,
    }[party.legal_registration_scheme] ?? labels.registration;
  return `${scheme} ${id}`;
}
