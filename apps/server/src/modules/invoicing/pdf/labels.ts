/**
 * The words of an invoice (PDF, payment terms, legal notes) and of its e-mail,
 * in the invoice's language: English, German, French or Dutch. Every function
 * answers plain text with ordinary spaces (French grouping uses U+202F, as
 * CLDR does); the PDF keeps numbers and their units together when it wraps.
 */
export type { InvoiceLanguage } from "@tempus/contract";
export { formatDay, formatDecimal, formatMoney } from "./labels/formats.ts";
export type { InvoiceLabels, InvoiceTypeCode, NoteCategory } from "./labels/invoice-labels.ts";
export {
  belgianMentions,
  exchangeRateText,
  frenchMentions,
  smallBusinessNote,
  taxNote,
} from "./labels/legal-mentions.ts";
export { creditNoteTermsText, paymentTermsText } from "./labels/payment-terms.ts";
export {
  countryName,
  creditWords,
  documentTitle,
  LABELS,
  legalRegistrationText,
  unitLabel,
} from "./labels/words.ts";
