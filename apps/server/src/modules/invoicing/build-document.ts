import type { EINVOICE_FORMATS, InvoiceLine } from "@tempus/contract";
import { addDays, daysInclusive } from "../../calendar.ts";
import { formatCents, toCents } from "../../money.ts";
import { type CompanyRow, toUnits } from "./build-draft.ts";
import { roundedShare } from "./compute-totals.ts";
import type { InvoiceRow } from "./find-invoice.ts";
import { frozenParty } from "./parties.ts";
import {
  belgianMentions,
  creditNoteTermsText,
  exchangeRateText,
  frenchMentions,
  paymentTermsText,
} from "./pdf/labels.ts";
import type {
  CashDiscount,
  EInvoiceProfile,
  InvoiceDocument,
  PrecedingInvoice,
  TaxCurrency,
} from "./xml/invoice-document.ts";

/**
 * The specification a debtor's documents declare: XRechnung or Peppol BIS when
 * chosen; XRechnung for a German public buyer reached by its Leitweg-ID (EAS
 * 0204) whatever was chosen; else EN 16931 itself.
 */
export function profileOf(debtor: {
  einvoiceFormat: (typeof EINVOICE_FORMATS)[number];
  electronicAddressScheme: string;
}): EInvoiceProfile {
  if (debtor.einvoiceFormat === "xrechnung" || debtor.electronicAddressScheme === "0204")
    return "xrechnung";
  if (debtor.einvoiceFormat === "peppol") return "peppol";
  return "en16931";
}

/** A decimal string times a rate with up to 8 decimals, to the cent, half-up (either sign). */
export const convertCents = (cents: bigint, rate: string): bigint =>
  roundedShare(cents, toUnits(rate, 8), 100_000_000n);

/** percent (two decimals) of an amount in cents, half-up. */
const percentOf = (cents: bigint, percent: string) =>
  roundedShare(cents, toCents(percent), 10_000n);

/**
 * Everything an issued invoice states, composed once when it is issued: the
 * PDF, the CII and the UBL are written from this (and then stored). The
 * payment terms, the legal sentences and the references are fixed here, in
 * the invoice's language.
 */
export function composeDocument(input: {
  row: InvoiceRow;
  lines: InvoiceLine[];
  company: CompanyRow;
  profile: EInvoiceProfile;
  preceding: PrecedingInvoice[];
}): InvoiceDocument {
  const { row, lines, company, profile } = input;
  if (!row.number || !row.issueDate || !row.seller || !row.buyer)
    throw new Error(`invoice ${row.id} is not issued`);
  const seller = frozenParty(row.seller);
  const buyer = frozenParty(row.buyer);
  const language = row.language;
  const credit = row.typeCode === "381";
  const grossCents = toCents(row.grossTotal);
  const amountDueCents = grossCents - toCents(row.prepaidTotal);
  const cashDiscount: CashDiscount | null =
    !credit && row.cashDiscountDays !== null && row.cashDiscountPercent !== null
      ? {
          days: row.cashDiscountDays,
          percent: row.cashDiscountPercent,
          basisAmount: formatCents(amountDueCents),
          amount: formatCents(percentOf(amountDueCents, row.cashDiscountPercent)),
          until: addDays(row.issueDate, row.cashDiscountDays),
        }
      : null;
  const termsDays = row.dueDate === null ? null : daysInclusive(row.issueDate, row.dueDate) - 1;
  const paymentTerms = credit
    ? creditNoteTermsText(language)
    : paymentTermsText(language, {
        days: termsDays,
        dueDate: row.dueDate,
        cashDiscount: cashDiscount && {
          days: cashDiscount.days,
          percent: cashDiscount.percent,
          amount: cashDiscount.amount,
          until: cashDiscount.until,
        },
        currency: row.currency,
      });
  const breakdown = row.taxBreakdown.map((group) => ({
    ...group,
    exemption_code: group.exemption_code ?? "",
  }));
  const taxCurrency: TaxCurrency | null =
    row.exchangeRate !== null && row.currency !== company.defaultCurrency
      ? {
          code: company.defaultCurrency,
          exchangeRate: row.exchangeRate,
          breakdown: breakdown.map((group) =>
            formatCents(convertCents(toCents(group.tax_amount), row.exchangeRate as string)),
          ),
          taxTotal: formatCents(
            breakdown.reduce(
              (sum, group) =>
                sum + convertCents(toCents(group.tax_amount), row.exchangeRate as string),
              0n,
            ),
          ),
        }
      : null;
  const legalNotes = [...new Set(breakdown.map((group) => group.exemption_reason).filter(Boolean))];
  if (taxCurrency)
    legalNotes.push(
      exchangeRateText(language, {
        currency: row.currency,
        accountingCurrency: taxCurrency.code,
        rate: taxCurrency.exchangeRate,
        taxTotal: taxCurrency.taxTotal,
      }),
    );
  if (seller.country === "FR")
    legalNotes.push(
      ...frenchMentions(language, {
        latePenaltyRate: company.latePaymentRate ?? "",
        cashDiscount: cashDiscount !== null,
      }),
    );
  if (seller.country === "BE") legalNotes.push(...belgianMentions(language));
  return {
    typeCode: row.typeCode,
    profile,
    language,
    number: row.number,
    issueDate: row.issueDate,
    dueDate: credit ? null : row.dueDate,
    currency: row.currency,
    notes: row.notes,
    footer: company.invoiceFooter,
    legalNotes,
    serviceFrom: row.serviceFrom,
    serviceUntil: row.serviceUntil,
    paymentTerms,
    cashDiscount,
    paymentReference: row.paymentReference ?? row.number,
    paymentMeans:
      credit || !seller.iban
        ? null
        : {
            code: "58",
            iban: seller.iban,
            bic: seller.bic,
            accountHolder: seller.account_holder || seller.name,
          },
    seller,
    buyer,
    references: {
      buyer: row.buyerReference ?? buyer.buyer_reference,
      order: row.orderReference,
      contract: row.contractReference,
      project: row.projectReference,
    },
    lines,
    breakdown,
    netTotal: row.netTotal,
    taxTotal: row.taxTotal,
    grossTotal: row.grossTotal,
    prepaidTotal: row.prepaidTotal,
    amountDue: formatCents(amountDueCents),
    taxCurrency,
    preceding: input.preceding,
  };
}
