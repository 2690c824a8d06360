/**
 * The invoices' messages, word for word as the server sends them (zod-free: the web shows and
 * recognises them without loading the schemas).
 */
export const INVOICE_MESSAGES = {
  invalidDate: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
  invalidFilterDate: "Enter a valid date.",
  invalidDecimal: "A valid number is required.",
  periodEndBeforeStart: "The service period must not end before it starts.",
  noLines: "An invoice needs at least one line.",
  amountTooLarge: "An invoice's amounts can be at most 999,999,999,999.99.",
  numberTaken: (number: string) =>
    `The invoice number ${number} is already taken. Change the number pattern or the next number in the company's invoice settings.`,
  numberPatternTooLong: (length: number) =>
    `Ensure the invoice numbers have no more than 50 characters: the number pattern with the prefix and a 10-digit counter gives up to ${length}.`,
  numberTooLong: (number: string) =>
    `The invoice number ${number} would be longer than 50 characters. Shorten the number pattern or the prefix in the company's invoice settings.`,
  counterExhausted:
    "The invoice counter has reached its largest value, 2147483647: no further invoice number can be drawn.",
  notDraft: "Only a draft invoice can be changed.",
  notIssued: "Only an issued invoice can be sent, paid or cancelled.",
  creditNoteNotCancellable: "A credit note cannot be cancelled.",
  alreadyCancelled: "This invoice is already cancelled.",
  logsHeldElsewhere: "Some of these time logs were just taken by another invoice. Try again.",
  unsupportedCurrency: (code: string) =>
    `Invoices in ${code} are not supported: e-invoices carry amounts with two decimals.`,
  sellerIncomplete: (fields: string) => `Complete the company's invoice data first: ${fields}.`,
  buyerIncomplete: (fields: string) => `Complete the debtor's invoice data first: ${fields}.`,
  paymentTooLarge: (due: string) => `The payment exceeds the amount due (${due}).`,
  paymentNotPositive: "Ensure this value is greater than 0.",
  invalidPattern: "The pattern needs exactly one {seq} or {seq:N} (N from 1 to 10).",
  noRecipient: "The debtor has no e-mail address for invoices. Add one to the debtor first.",
  exchangeRateRequired: (from: string, to: string) =>
    `Enter the exchange rate from ${from} to ${to}: the VAT is also stated in the company's currency.`,
  outsideScopeMixed:
    "An invoice outside the scope of VAT (category O) cannot have lines of other VAT categories.",
  cashDiscountIncomplete: "Enter both the days and the percent of the cash discount.",
  advanceOnAdvance: "An advance invoice cannot deduct other advance invoices.",
  notAnAdvance: (number: string) =>
    `${number} is not an issued advance invoice of this debtor in this currency.`,
  advanceDeducted: (number: string, by: string) =>
    `The advance invoice ${number} is already deducted by ${by}.`,
  prepaidTooLarge: "The advance invoices exceed this invoice's total.",
  creditLinesOrAmount: "Choose either lines or an amount to credit, not both.",
  lineAlreadyCredited: (position: number) => `Line ${position} is already credited.`,
  creditAmountSeveralRates: "This invoice has several VAT rates: choose the lines to credit.",
  creditTooLarge: (remaining: string) =>
    `The credit exceeds what remains to be credited on this invoice (${remaining}).`,
  partiallyCredited:
    "This invoice has partial credit notes: choose the lines or the amount still to credit.",
  creditNothing: "Choose at least one line, or an amount greater than 0.",
  deliveryFailed:
    "The invoice could not be sent by e-mail. It is kept and will be sent again automatically.",
} as const;

/**
 * The refusals for incomplete invoice data in the other languages the API answers in (the server's
 * catalogue takes them from here): the web recognises them in any language to link to the data.
 */
export const INCOMPLETE_DATA_TRANSLATIONS = {
  seller: {
    de: "Vervollständige zuerst die Rechnungsdaten des Unternehmens: {fields}.",
    fr: "Complétez d'abord les données de facturation de l'entreprise : {fields}.",
    nl: "Vul eerst de factuurgegevens van het bedrijf aan: {fields}.",
  },
  buyer: {
    de: "Vervollständige zuerst die Rechnungsdaten des Debitors: {fields}.",
    fr: "Complétez d'abord les données de facturation du client : {fields}.",
    nl: "Vul eerst de factuurgegevens van de debiteur aan: {fields}.",
  },
} as const;
