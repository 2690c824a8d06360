import type { InvoiceLine, InvoiceParty, TaxBreakdown } from "@tempus/contract";

/** Everything an e-invoice states, read from an issued invoice (or credit note). */
export interface InvoiceDocument {
  typeCode: "380" | "381";
  number: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  notes: string;
  footer: string;
  serviceFrom: string;
  serviceUntil: string;
  paymentTermsDays: number | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  breakdown: TaxBreakdown[];
  netTotal: string;
  taxTotal: string;
  grossTotal: string;
  /** The invoice a credit note corrects (BT-25, BT-26). */
  preceding: { number: string; issueDate: string } | null;
}

/** EN 16931's exemption reason code for a category (BT-121). */
export const exemptionCode = (category: string) => (category === "AE" ? "VATEX-EU-AE" : undefined);

/** "2026-03-31" → "20260331" (CII date format 102). */
export const compactDate = (day: string) => day.replaceAll("-", "");
