/** The words of an invoice PDF and its e-mail, in the invoice's language. */
export type InvoiceLanguage = "en" | "de";

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

export const LABELS = {
  en: {
    invoice: "Invoice",
    creditNote: "Credit note",
    number: "Number",
    issueDate: "Date",
    dueDate: "Due date",
    servicePeriod: "Service period",
    buyerReference: "Your reference",
    vatId: "VAT ID",
    taxNumber: "Tax number",
    corrects: (number: string, date: string) => `Corrects invoice ${number} of ${date}.`,
    position: "Pos.",
    description: "Description",
    quantity: "Quantity",
    unitPrice: "Unit price",
    taxRate: "VAT",
    amount: "Amount",
    units: { HUR: "h", C62: "pcs" } as Record<string, string>,
    netTotal: "Net total",
    tax: (rate: string, base: string) => `VAT ${rate} % on ${base}`,
    grossTotal: "Total",
    reverseCharge:
      "Reverse charge: the recipient of the service is liable for the VAT (Article 196 of Council Directive 2006/112/EC).",
    exempt: (reason: string) => `Exempt from VAT: ${reason}`,
    paymentTerms: (days: number, due: string) =>
      days === 0
        ? `Payable immediately (by ${due}) without deduction.`
        : `Payable within ${days} days (by ${due}) without deduction.`,
    paymentDue: (due: string) => `Payable by ${due} without deduction.`,
    bank: "Bank details",
    accountHolder: "Account holder",
    reference: "Reference",
    qrHint: "Scan to pay by SEPA credit transfer",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    phone: "Phone",
    email: "E-mail",
    mailSubject: (kind: string, number: string, seller: string) =>
      `${kind} ${number} from ${seller}`,
    mailGreeting: "Hello,",
    mailBody: (kind: string, number: string, total: string, due: string | null) =>
      `please find attached our ${kind.toLowerCase()} ${number} of ${total}${due ? `, payable by ${due}` : ""}.`,
    mailXml: "The e-invoice (XML) is attached as well.",
    mailClosing: "Kind regards",
  },
  de: {
    invoice: "Rechnung",
    creditNote: "Rechnungskorrektur",
    number: "Nummer",
    issueDate: "Datum",
    dueDate: "Fällig am",
    servicePeriod: "Leistungszeitraum",
    buyerReference: "Ihre Referenz",
    vatId: "USt-IdNr.",
    taxNumber: "Steuernummer",
    corrects: (number: string, date: string) => `Korrigiert die Rechnung ${number} vom ${date}.`,
    position: "Pos.",
    description: "Beschreibung",
    quantity: "Menge",
    unitPrice: "Einzelpreis",
    taxRate: "USt.",
    amount: "Betrag",
    units: { HUR: "Std.", C62: "Stk." } as Record<string, string>,
    netTotal: "Summe netto",
    tax: (rate: string, base: string) => `USt. ${rate} % auf ${base}`,
    grossTotal: "Gesamtbetrag",
    reverseCharge:
      "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL, § 13b UStG).",
    exempt: (reason: string) => `Steuerfrei: ${reason}`,
    paymentTerms: (days: number, due: string) =>
      days === 0
        ? `Zahlbar sofort (bis ${due}) ohne Abzug.`
        : `Zahlbar innerhalb von ${days} Tagen (bis ${due}) ohne Abzug.`,
    paymentDue: (due: string) => `Zahlbar bis ${due} ohne Abzug.`,
    bank: "Bankverbindung",
    accountHolder: "Kontoinhaber",
    reference: "Verwendungszweck",
    qrHint: "Scannen zum Bezahlen per SEPA-Überweisung",
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    phone: "Telefon",
    email: "E-Mail",
    mailSubject: (kind: string, number: string, seller: string) =>
      `${kind} ${number} von ${seller}`,
    mailGreeting: "Guten Tag,",
    mailBody: (kind: string, number: string, total: string, due: string | null) =>
      `anbei erhalten Sie unsere ${kind} ${number} über ${total}${due ? `, zahlbar bis ${due}` : ""}.`,
    mailXml: "Die E-Rechnung (XML) liegt ebenfalls bei.",
    mailClosing: "Mit freundlichen Grüßen",
  },
} satisfies Record<InvoiceLanguage, unknown>;

/** "2026-03-31" as "31 Mar 2026" (English) or "31.03.2026" (German). */
export function formatDay(day: string, language: InvoiceLanguage): string {
  const [year, month, date] = day.split("-");
  return language === "de"
    ? `${date}.${month}.${year}`
    : `${Number(date)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
}

/**
 * A decimal string with its digits grouped ("1,234.5" / "1.234,5"), at least
 * `minDecimals` decimals and trailing zeros beyond them dropped: no float anywhere.
 */
export function formatDecimal(value: string, language: InvoiceLanguage, minDecimals = 2): string {
  const negative = value.startsWith("-");
  const [whole, fraction = ""] = (negative ? value.slice(1) : value).split(".");
  let decimals = fraction.replace(/0+$/, "");
  if (decimals.length < minDecimals) decimals = decimals.padEnd(minDecimals, "0");
  const [group, point] = language === "de" ? [".", ","] : [",", "."];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? "-" : ""}${grouped}${decimals ? point + decimals : ""}`;
}

/** An amount with its currency: "1,234.50 EUR" / "1.234,50 EUR". */
export const formatMoney = (value: string, currency: string, language: InvoiceLanguage) =>
  `${formatDecimal(value, language)} ${currency}`;
