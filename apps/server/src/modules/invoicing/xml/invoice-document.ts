import type { InvoiceLanguage, InvoiceLine, InvoiceParty, TaxBreakdown } from "@tempus/contract";

/** Which EN 16931 specification a UBL or CII document declares (BT-24). */
export type EInvoiceProfile = "en16931" | "xrechnung" | "peppol";

/** The payment instructions (BG-16): a credit transfer to the seller's account, or none stated. */
export interface PaymentMeans {
  /** UNTDID 4461: 58 SEPA credit transfer, 30 credit transfer, 1 not defined. */
  code: "58" | "30" | "1";
  iban: string;
  bic: string;
  accountHolder: string;
}

/** A cash discount for early payment (Skonto): percent of the basis when paid within the days. */
export interface CashDiscount {
  days: number;
  /** Two decimals, e.g. "2.00". */
  percent: string;
  /** The amount the percentage applies to (the gross total). */
  basisAmount: string;
  /** What the buyer may deduct. */
  amount: string;
  /** The last day the discount may be taken. */
  until: string;
}

/** VAT stated a second time in the seller's accounting currency (BT-6, BT-111). */
export interface TaxCurrency {
  code: string;
  /** Units of the accounting currency per unit of the invoice's currency, as entered at issue. */
  exchangeRate: string;
  taxTotal: string;
  /** Each VAT group's amount in the accounting currency, in the order of `breakdown`. */
  breakdown: string[];
}

/** An earlier invoice this one refers to: the corrected invoice of a credit note, or an advance invoice. */
export interface PrecedingInvoice {
  number: string;
  issueDate: string;
}

/**
 * Everything an issued invoice (380), credit note (381) or advance invoice (386)
 * states, computed once: the CII, the UBL and the PDF are written from this and
 * only lay it out. Texts are already in the invoice's language.
 */
export interface InvoiceDocument {
  typeCode: "380" | "381" | "386";
  /** The specification the UBL declares; the CII declares XRechnung or the Factur-X EN 16931 profile. */
  profile: EInvoiceProfile;
  language: InvoiceLanguage;
  number: string;
  issueDate: string;
  /** Null on credit notes. */
  dueDate: string | null;
  currency: string;
  notes: string;
  footer: string;
  /**
   * Sentences the law asks of this invoice, in its language: why no VAT is shown
   * (small business, reverse charge, intra-Community supply, export, outside the
   * scope), a credit note's wording, the French mentions (late-payment penalty,
   * recovery indemnity, discount conditions, category of operation).
   */
  legalNotes: string[];
  serviceFrom: string;
  serviceUntil: string;
  /** Payment terms in words (BT-20), in the invoice's language; "" when none apply. */
  paymentTerms: string;
  cashDiscount: CashDiscount | null;
  /** The remittance information the buyer quotes (BT-83): the number or a structured reference. */
  paymentReference: string;
  /** Null on credit notes: nothing for the buyer to pay. */
  paymentMeans: PaymentMeans | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  references: {
    /** BT-10, Leitweg-ID for German public buyers. */
    buyer: string;
    /** BT-13 */
    order: string;
    /** BT-12 */
    contract: string;
    /** BT-11 */
    project: string;
  };
  lines: InvoiceLine[];
  breakdown: TaxBreakdown[];
  netTotal: string;
  taxTotal: string;
  grossTotal: string;
  /** Already paid, e.g. advance invoices a final invoice deducts (BT-113). */
  prepaidTotal: string;
  /** Gross total less prepaid (BT-115). */
  amountDue: string;
  taxCurrency: TaxCurrency | null;
  /** The invoice a credit note corrects, or the advance invoices a final invoice deducts (BT-25, BT-26). */
  preceding: PrecedingInvoice[];
}

/** "2026-03-31" → "20260331" (CII date format 102). */
export const compactDate = (day: string) => day.replaceAll("-", "");
