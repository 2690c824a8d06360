/** The shape of an invoice's words in one language, and the kinds of invoice and VAT note they name. */
/** The invoice's kind: invoice, credit note, advance invoice (UNTDID 1001). */
export type InvoiceTypeCode = "380" | "381" | "386";
/** The VAT categories that need a sentence saying why no VAT is charged. */
export type NoteCategory = "AE" | "E" | "K" | "G" | "O";

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
export const list = (items: string[], and: string) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
