/**
 * The sentences the law asks of an invoice in its language: why no VAT is
 * charged, the French and Belgian mentions, the VAT in the seller's currency.
 */
import type { InvoiceLanguage } from "@tempus/contract";
import { formatDecimal, formatMoney, percent } from "./formats.ts";
import type { NoteCategory } from "./invoice-labels.ts";

/** A user's reason as a sentence: with a full stop unless it ends in punctuation. */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * Why an invoice shows no VAT for a category (Art. 226 (11), (11a) of Council
 * Directive 2006/112/EC): reverse charge (AE), intra-Community supply (K),
 * export (G), not subject to VAT in the EU (O), or exempt (E) for the given
 * reason (the other categories ignore it).
 */
export function taxNote(language: InvoiceLanguage, category: NoteCategory, reason: string): string {
  const notes: Record<InvoiceLanguage, Record<Exclude<NoteCategory, "E">, string>> = {
    en: {
      AE: "Reverse charge: the recipient of the service is liable for the VAT (Article 196 of Council Directive 2006/112/EC).",
      K: "Intra-Community supply, exempt from VAT (Article 138 of Council Directive 2006/112/EC).",
      G: "Export outside the EU, exempt from VAT (Article 146 of Council Directive 2006/112/EC).",
      O: "Not subject to VAT in the EU: the place of supply is outside the EU (Article 44 of Council Directive 2006/112/EC).",
    },
    de: {
      AE: "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß Art. 196 der Richtlinie 2006/112/EG.",
      K: "Steuerfreie innergemeinschaftliche Lieferung gemäß Art. 138 der Richtlinie 2006/112/EG.",
      G: "Steuerfreie Ausfuhrlieferung gemäß Art. 146 der Richtlinie 2006/112/EG.",
      O: "In der EU nicht steuerbar: Der Leistungsort liegt außerhalb der EU (Art. 44 der Richtlinie 2006/112/EG).",
    },
    fr: {
      AE: "Autoliquidation : la TVA est due par le preneur (article 196 de la directive 2006/112/CE).",
      K: "Exonération de TVA, livraison intracommunautaire (article 138 de la directive 2006/112/CE).",
      G: "Exonération de TVA, exportation hors de l'UE (article 146 de la directive 2006/112/CE).",
      O: "Opération non soumise à la TVA dans l'UE : lieu de la prestation hors de l'UE (article 44 de la directive 2006/112/CE).",
    },
    nl: {
      AE: "Btw verlegd: de btw is verschuldigd door de afnemer (artikel 196 van Richtlijn 2006/112/EG).",
      K: "Vrijgestelde intracommunautaire levering (artikel 138 van Richtlijn 2006/112/EG).",
      G: "Vrijgestelde uitvoer buiten de EU (artikel 146 van Richtlijn 2006/112/EG).",
      O: "Niet onderworpen aan btw in de EU: de plaats van de dienst ligt buiten de EU (artikel 44 van Richtlijn 2006/112/EG).",
    },
  };
  if (category !== "E") return notes[language][category];
  const exempt = {
    en: "Exempt from VAT",
    de: "Steuerfrei",
    fr: "Exonération de TVA",
    nl: "Vrijgesteld van btw",
  }[language];
  if (!reason.trim()) return `${exempt}.`;
  return `${exempt}${language === "fr" ? " : " : ": "}${sentence(reason)}`;
}

/**
 * Why a small business charges no VAT, by the seller's country: § 19 UStG
 * (DE), art. 293 B du CGI (FR), the Belgian franchise (art. 56bis of the VAT
 * code), elsewhere the small business exemption in general (Art. 284 of the
 * VAT Directive).
 */
export function smallBusinessNote(language: InvoiceLanguage, sellerCountry: string): string {
  const notes: Record<string, Record<InvoiceLanguage, string>> = {
    DE: {
      en: "No VAT is charged under the small business regulation (§ 19 UStG).",
      de: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
      fr: "TVA non facturée en application du régime allemand des petites entreprises (§ 19 UStG).",
      nl: "Geen btw aangerekend op grond van de Duitse kleineondernemersregeling (§ 19 UStG).",
    },
    FR: {
      en: "VAT not applicable, Art. 293 B of the French General Tax Code (CGI).",
      de: "Umsatzsteuer nicht anwendbar, Art. 293 B CGI (französische Kleinunternehmerregelung).",
      fr: "TVA non applicable, art. 293 B du CGI",
      nl: "Btw niet van toepassing, art. 293 B van de Franse CGI.",
    },
    BE: {
      en: "Special exemption scheme for small businesses (Art. 56bis of the Belgian VAT Code): no VAT is charged.",
      de: "Sonderregelung der Steuerbefreiung für Kleinunternehmen (Art. 56bis des belgischen MwSt.-Gesetzbuchs): Es wird keine Umsatzsteuer berechnet.",
      fr: "Régime particulier de franchise des petites entreprises (art. 56bis du Code de la TVA)",
      nl: "Bijzondere vrijstellingsregeling kleine ondernemingen (art. 56bis van het Wetboek van de btw)",
    },
  };
  const generic: Record<InvoiceLanguage, string> = {
    en: "No VAT is charged under the small business exemption scheme (Article 284 of Council Directive 2006/112/EC).",
    de: "Aufgrund der Kleinunternehmerregelung wird keine Umsatzsteuer berechnet (Art. 284 der Richtlinie 2006/112/EG).",
    fr: "TVA non facturée en application du régime de franchise des petites entreprises (article 284 de la directive 2006/112/CE).",
    nl: "Geen btw aangerekend op grond van de vrijstellingsregeling voor kleine ondernemingen (artikel 284 van Richtlijn 2006/112/EG).",
  };
  return (notes[sellerCountry.toUpperCase()] ?? generic)[language];
}

/**
 * The mentions French law asks of every B2B invoice (art. L441-9, L441-10 and
 * D441-5 du Code de commerce; art. 242 nonies A of annexe II du CGI): the
 * late-payment penalty rate, the fixed recovery indemnity of 40 €, the discount
 * conditions for early payment (none unless the payment terms state a cash
 * discount) and the category of the operation (services).
 */
export function frenchMentions(
  language: InvoiceLanguage,
  t: { latePenaltyRate: string; cashDiscount: boolean },
): string[] {
  const rate = percent(t.latePenaltyRate, language);
  switch (language) {
    case "de":
      return [
        `Verzugszinsen: ${rate} % pro Jahr ab dem Tag nach Fälligkeit (Art. L441-10 Code de commerce).`,
        "Pauschale Entschädigung für Beitreibungskosten bei Zahlungsverzug: 40 € (Art. L441-10 und D441-5 Code de commerce).",
        t.cashDiscount
          ? "Skonto bei vorzeitiger Zahlung: siehe Zahlungsbedingungen."
          : "Kein Skonto bei vorzeitiger Zahlung.",
        "Art des Umsatzes: Dienstleistungen.",
      ];
    case "fr":
      return [
        `Pénalités de retard : taux de ${rate} % par an, exigibles à compter du jour suivant la date d'échéance (art. L441-10 du Code de commerce).`,
        "Indemnité forfaitaire pour frais de recouvrement : 40 € en cas de retard de paiement (art. L441-10 et D441-5 du Code de commerce).",
        t.cashDiscount
          ? "Escompte pour paiement anticipé : voir les conditions de paiement."
          : "Pas d'escompte pour paiement anticipé.",
        "Catégorie de l'opération : prestations de services.",
      ];
    case "nl":
      return [
        `Nalatigheidsintresten: ${rate} % per jaar vanaf de dag na de vervaldatum (art. L441-10 Franse Code de commerce).`,
        "Forfaitaire vergoeding voor invorderingskosten bij laattijdige betaling: 40 € (art. L441-10 en D441-5 Franse Code de commerce).",
        t.cashDiscount
          ? "Korting bij vervroegde betaling: zie de betalingsvoorwaarden."
          : "Geen korting bij vervroegde betaling.",
        "Categorie van de verrichting: dienstverrichtingen.",
      ];
    default:
      return [
        `Late-payment penalties: ${rate} % per year from the day after the due date (Art. L441-10 French Commercial Code).`,
        "Fixed indemnity for recovery costs in case of late payment: 40 € (Art. L441-10 and D441-5 French Commercial Code).",
        t.cashDiscount
          ? "Discount for early payment: see the payment terms."
          : "No discount for early payment.",
        "Category of operation: provision of services.",
      ];
  }
}

/**
 * What Belgian invoices ask beyond the fields every invoice has. An invoice
 * needs nothing more: Royal Decree no. 1 (art. 5) lists date, number, parties
 * with their VAT numbers, the service and its date, amounts per rate and the
 * reason for any exemption or reverse charge, and the Code of companies and
 * associations (art. 2:20) the seller's legal form, seat, enterprise number and
 * RPM/RPR court: all are fields already printed (legal notes, the seller's
 * legal information and registration). Late-payment interest applies by law
 * (law of 2 August 2002) and need not be stated. A credit note that corrects
 * VAT carries the mention of Royal Decree no. 4 (art. 5): the VAT is to be paid
 * back to the State in so far as it was deducted.
 */
export function belgianMentions(
  language: InvoiceLanguage,
  t: { creditNote: boolean } = { creditNote: false },
): string[] {
  if (!t.creditNote) return [];
  return [
    {
      en: "VAT to be repaid to the State in so far as it was initially deducted.",
      de: "An den Staat zurückzuzahlende MwSt., soweit sie ursprünglich abgezogen wurde.",
      fr: "TVA à reverser à l'État dans la mesure où elle a été initialement déduite.",
      nl: "Btw terug te storten aan de Staat in de mate waarin ze oorspronkelijk werd afgetrokken.",
    }[language],
  ];
}

/** The VAT total in the seller's accounting currency (BT-111): "VAT in EUR at 1 USD = 0.9215 EUR: 123.45 EUR". */
export function exchangeRateText(
  language: InvoiceLanguage,
  t: { currency: string; accountingCurrency: string; rate: string; taxTotal: string },
): string {
  const rate = `1 ${t.currency} = ${formatDecimal(t.rate, language, 0)} ${t.accountingCurrency}`;
  const total = formatMoney(t.taxTotal, t.accountingCurrency, language);
  return {
    en: `VAT in ${t.accountingCurrency} at ${rate}: ${total}`,
    de: `Umsatzsteuer in ${t.accountingCurrency} zum Kurs ${rate}: ${total}`,
    fr: `TVA en ${t.accountingCurrency} au taux de change ${rate} : ${total}`,
    nl: `Btw in ${t.accountingCurrency} tegen de wisselkoers ${rate}: ${total}`,
  }[language];
}
