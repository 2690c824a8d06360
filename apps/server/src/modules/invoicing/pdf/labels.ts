/**
 * The words of an invoice (PDF, payment terms, legal notes) and of its e-mail,
 * in the invoice's language: English, German, French or Dutch. Every function
 * answers plain text with ordinary spaces (French grouping uses U+202F, as
 * CLDR does); the PDF keeps numbers and their units together when it wraps.
 */
import type { InvoiceLanguage } from "@tempus/contract";

export type { InvoiceLanguage } from "@tempus/contract";

/** The invoice's kind: invoice, credit note, advance invoice (UNTDID 1001). */
export type InvoiceTypeCode = "380" | "381" | "386";
/** The VAT categories that need a sentence saying why no VAT is charged. */
export type NoteCategory = "AE" | "E" | "K" | "G" | "O";

const MONTHS_EN = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

export interface InvoiceLabels {
  /** BCP 47 tag of the PDF's /Lang. */
  locale: string;
  /** Between a label and its value: ": ", in French " : ". */
  colon: string;
  invoice: string;
  creditNote: string;
  advanceInvoice: string;
  number: string;
  issueDate: string;
  dueDate: string;
  servicePeriod: string;
  buyerReference: string;
  leitwegId: string;
  orderReference: string;
  contractReference: string;
  projectReference: string;
  vatId: string;
  taxNumber: string;
  /** A legal registration without a register court or a known scheme. */
  registration: string;
  enterpriseNumber: string;
  /** The buyer's contact person in the address. */
  attention: (name: string) => string;
  corrects: (invoices: string[]) => string;
  deducts: (invoices: string[]) => string;
  /** "2026-0001 of 1 Apr 2026": one invoice a credit note corrects or an invoice deducts. */
  invoiceOf: (number: string, date: string) => string;
  position: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  amount: string;
  /** Singular and plural of each UN/ECE rec. 20 unit. */
  units: Record<string, readonly [string, string]>;
  netTotal: string;
  tax: (rate: string, base: string) => string;
  grossTotal: string;
  creditedTotal: string;
  prepaid: string;
  amountDue: string;
  bank: string;
  accountHolder: string;
  reference: string;
  qrHint: string;
  page: (page: number, pages: number) => string;
  phone: string;
  email: string;
  mailSubject: (kind: string, number: string, seller: string) => string;
  mailGreeting: string;
  mailBody: (kind: string, number: string, total: string, due: string | null) => string;
  mailXml: string;
  mailClosing: string;
}

/** "2026-0001 of 1 Apr 2026, 2026-0002 of 2 Apr 2026" → with "and" before the last. */
const list = (items: string[], and: string) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;

export const LABELS: Record<InvoiceLanguage, InvoiceLabels> = {
  en: {
    locale: "en-GB",
    colon: ": ",
    invoice: "Invoice",
    creditNote: "Credit note",
    advanceInvoice: "Advance invoice",
    number: "Number",
    issueDate: "Date",
    dueDate: "Due date",
    servicePeriod: "Service period",
    buyerReference: "Your reference",
    leitwegId: "Leitweg-ID",
    orderReference: "Your order",
    contractReference: "Contract",
    projectReference: "Project",
    vatId: "VAT ID",
    taxNumber: "Tax number",
    registration: "Reg. no.",
    enterpriseNumber: "Enterprise no.",
    attention: (name) => `Attn. ${name}`,
    corrects: (invoices) =>
      `Corrects invoice${invoices.length > 1 ? "s" : ""} ${list(invoices, "and")}.`,
    deducts: (invoices) =>
      `Deducts advance invoice${invoices.length > 1 ? "s" : ""} ${list(invoices, "and")}.`,
    invoiceOf: (number, date) => `${number} of ${date}`,
    position: "Pos.",
    description: "Description",
    quantity: "Quantity",
    unitPrice: "Unit price",
    taxRate: "VAT",
    amount: "Amount",
    units: { HUR: ["h", "h"], C62: ["pcs", "pcs"], DAY: ["day", "days"], MIN: ["min", "min"] },
    netTotal: "Net total",
    tax: (rate, base) => `VAT ${rate} % on ${base}`,
    grossTotal: "Total",
    creditedTotal: "Credited amount",
    prepaid: "Less advance payments",
    amountDue: "Amount due",
    bank: "Bank details",
    accountHolder: "Account holder",
    reference: "Reference",
    qrHint: "Scan to pay by SEPA credit transfer",
    page: (page, pages) => `Page ${page} of ${pages}`,
    phone: "Phone",
    email: "E-mail",
    mailSubject: (kind, number, seller) => `${kind} ${number} from ${seller}`,
    mailGreeting: "Hello,",
    mailBody: (kind, number, total, due) =>
      `please find attached our ${kind.toLowerCase()} ${number} of ${total}${due ? `, payable by ${due}` : ""}.`,
    mailXml: "The e-invoice (XML) is attached as well.",
    mailClosing: "Kind regards",
  },
  de: {
    locale: "de-DE",
    colon: ": ",
    invoice: "Rechnung",
    // "Gutschrift" is a self-billed invoice in German VAT law (§ 14 Abs. 2 UStG).
    creditNote: "Rechnungskorrektur",
    advanceInvoice: "Abschlagsrechnung",
    number: "Nummer",
    issueDate: "Datum",
    dueDate: "Fällig am",
    servicePeriod: "Leistungszeitraum",
    buyerReference: "Ihre Referenz",
    leitwegId: "Leitweg-ID",
    orderReference: "Ihre Bestellung",
    contractReference: "Vertrag",
    projectReference: "Projekt",
    vatId: "USt-IdNr.",
    taxNumber: "Steuernummer",
    registration: "Reg.-Nr.",
    enterpriseNumber: "Unternehmensnr.",
    attention: (name) => `z. Hd. ${name}`,
    corrects: (invoices) =>
      `Korrigiert die Rechnung${invoices.length > 1 ? "en" : ""} ${list(invoices, "und")}.`,
    deducts: (invoices) =>
      `Verrechnet die Abschlagsrechnung${invoices.length > 1 ? "en" : ""} ${list(invoices, "und")}.`,
    invoiceOf: (number, date) => `${number} vom ${date}`,
    position: "Pos.",
    description: "Beschreibung",
    quantity: "Menge",
    unitPrice: "Einzelpreis",
    taxRate: "USt.",
    amount: "Betrag",
    units: {
      HUR: ["Std.", "Std."],
      C62: ["Stk.", "Stk."],
      DAY: ["Tag", "Tage"],
      MIN: ["min", "min"],
    },
    netTotal: "Summe netto",
    tax: (rate, base) => `USt. ${rate} % auf ${base}`,
    grossTotal: "Gesamtbetrag",
    creditedTotal: "Gutgeschriebener Betrag",
    prepaid: "Abzüglich Abschlagszahlungen",
    amountDue: "Zahlbetrag",
    bank: "Bankverbindung",
    accountHolder: "Kontoinhaber",
    reference: "Verwendungszweck",
    qrHint: "Scannen zum Bezahlen per SEPA-Überweisung",
    page: (page, pages) => `Seite ${page} von ${pages}`,
    phone: "Telefon",
    email: "E-Mail",
    mailSubject: (kind, number, seller) => `${kind} ${number} von ${seller}`,
    mailGreeting: "Guten Tag,",
    mailBody: (kind, number, total, due) =>
      `anbei erhalten Sie unsere ${kind} ${number} über ${total}${due ? `, zahlbar bis ${due}` : ""}.`,
    mailXml: "Die E-Rechnung (XML) liegt ebenfalls bei.",
    mailClosing: "Mit freundlichen Grüßen",
  },
  fr: {
    locale: "fr-FR",
    colon: " : ",
    invoice: "Facture",
    creditNote: "Avoir",
    advanceInvoice: "Facture d'acompte",
    number: "Numéro",
    issueDate: "Date",
    dueDate: "Échéance",
    servicePeriod: "Période de prestation",
    buyerReference: "Votre référence",
    leitwegId: "Leitweg-ID",
    orderReference: "Votre commande",
    contractReference: "Contrat",
    projectReference: "Projet",
    vatId: "N° TVA",
    taxNumber: "N° fiscal",
    registration: "N° d'immatriculation",
    enterpriseNumber: "N° d'entreprise",
    attention: (name) => `À l'attention de ${name}`,
    corrects: (invoices) =>
      invoices.length > 1
        ? `Rectifie les factures ${list(invoices, "et")}.`
        : `Rectifie la facture ${list(invoices, "et")}.`,
    deducts: (invoices) =>
      invoices.length > 1
        ? `Déduit les factures d'acompte ${list(invoices, "et")}.`
        : `Déduit la facture d'acompte ${list(invoices, "et")}.`,
    invoiceOf: (number, date) => `${number} du ${date}`,
    position: "N°",
    description: "Désignation",
    quantity: "Qté",
    unitPrice: "Prix unit. HT",
    taxRate: "TVA",
    amount: "Total HT",
    units: { HUR: ["h", "h"], C62: ["pce", "pces"], DAY: ["jour", "jours"], MIN: ["min", "min"] },
    netTotal: "Total HT",
    tax: (rate, base) => `TVA ${rate} % sur ${base}`,
    grossTotal: "Total TTC",
    creditedTotal: "Montant crédité",
    prepaid: "Acomptes déjà versés",
    amountDue: "Net à payer",
    bank: "Coordonnées bancaires",
    accountHolder: "Titulaire du compte",
    reference: "Référence",
    qrHint: "Scanner pour payer par virement SEPA",
    page: (page, pages) => `Page ${page} sur ${pages}`,
    phone: "Tél.",
    email: "E-mail",
    mailSubject: (kind, number, seller) => `${kind} ${number} de ${seller}`,
    mailGreeting: "Madame, Monsieur,",
    mailBody: (kind, number, total, due) =>
      `Veuillez trouver ci-joint notre ${kind.toLowerCase()} n° ${number} d'un montant de ${total}${due ? `, payable au plus tard le ${due}` : ""}.`,
    mailXml: "La facture électronique (XML) est également jointe.",
    mailClosing: "Cordialement",
  },
  nl: {
    locale: "nl",
    colon: ": ",
    invoice: "Factuur",
    creditNote: "Creditnota",
    advanceInvoice: "Voorschotfactuur",
    number: "Nummer",
    issueDate: "Datum",
    dueDate: "Vervaldatum",
    servicePeriod: "Prestatieperiode",
    buyerReference: "Uw referentie",
    leitwegId: "Leitweg-ID",
    orderReference: "Uw bestelling",
    contractReference: "Contract",
    projectReference: "Project",
    vatId: "Btw-nr.",
    taxNumber: "Fiscaal nr.",
    registration: "Registratienr.",
    enterpriseNumber: "Ondernemingsnr.",
    attention: (name) => `T.a.v. ${name}`,
    corrects: (invoices) =>
      `Corrigeert ${invoices.length > 1 ? "de facturen" : "factuur"} ${list(invoices, "en")}.`,
    deducts: (invoices) =>
      `Verrekent ${invoices.length > 1 ? "de voorschotfacturen" : "voorschotfactuur"} ${list(invoices, "en")}.`,
    invoiceOf: (number, date) => `${number} van ${date}`,
    position: "Nr.",
    description: "Omschrijving",
    quantity: "Aantal",
    unitPrice: "Prijs/eenh.",
    taxRate: "Btw",
    amount: "Bedrag",
    units: { HUR: ["u", "u"], C62: ["st", "st"], DAY: ["dag", "dagen"], MIN: ["min", "min"] },
    netTotal: "Totaal excl. btw",
    tax: (rate, base) => `Btw ${rate} % over ${base}`,
    grossTotal: "Totaal incl. btw",
    creditedTotal: "Gecrediteerd bedrag",
    prepaid: "Min reeds betaalde voorschotten",
    amountDue: "Te betalen",
    bank: "Bankgegevens",
    accountHolder: "Rekeninghouder",
    reference: "Referentie",
    qrHint: "Scan om te betalen met een SEPA-overschrijving",
    page: (page, pages) => `Pagina ${page} van ${pages}`,
    phone: "Tel.",
    email: "E-mail",
    mailSubject: (kind, number, seller) => `${kind} ${number} van ${seller}`,
    mailGreeting: "Geachte heer, mevrouw,",
    mailBody: (kind, number, total, due) =>
      `Hierbij ontvangt u onze ${kind.toLowerCase()} ${number} ten bedrage van ${total}${due ? `, te betalen uiterlijk op ${due}` : ""}.`,
    mailXml: "De e-factuur (XML) is eveneens bijgevoegd.",
    mailClosing: "Met vriendelijke groet",
  },
};

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

/**
 * "2026-03-31" in the language's usual form: "31 Mar 2026" (English),
 * "31.03.2026" (German), "31/03/2026" (French), "31-03-2026" (Dutch).
 */
export function formatDay(day: string, language: InvoiceLanguage): string {
  const [year, month, date] = day.split("-");
  switch (language) {
    case "de":
      return `${date}.${month}.${year}`;
    case "fr":
      return `${date}/${month}/${year}`;
    case "nl":
      return `${date}-${month}-${year}`;
    default:
      return `${Number(date)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
  }
}

/** Digit group and decimal separator of each language (French groups with U+202F, as CLDR). */
const SEPARATORS: Record<InvoiceLanguage, [string, string]> = {
  en: [",", "."],
  de: [".", ","],
  fr: ["\u202f", ","],
  nl: [".", ","],
};

/**
 * A decimal string with its digits grouped ("1,234.5" / "1.234,5" / "1 234,5"),
 * at least `minDecimals` decimals and trailing zeros beyond them dropped: no
 * float anywhere.
 */
export function formatDecimal(value: string, language: InvoiceLanguage, minDecimals = 2): string {
  const negative = value.startsWith("-");
  const [whole, fraction = ""] = (negative ? value.slice(1) : value).split(".");
  let decimals = fraction.replace(/0+$/, "");
  if (decimals.length < minDecimals) decimals = decimals.padEnd(minDecimals, "0");
  const [group, point] = SEPARATORS[language];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? "-" : ""}${grouped}${decimals ? point + decimals : ""}`;
}

/** An amount with its currency: "1,234.50 EUR" / "1.234,50 EUR". */
export const formatMoney = (value: string, currency: string, language: InvoiceLanguage) =>
  `${formatDecimal(value, language)} ${currency}`;

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

/** A percentage without trailing zeros: "2.00" → "2", "2.50" → "2,5". */
const percent = (value: string, language: InvoiceLanguage) => formatDecimal(value, language, 0);

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
