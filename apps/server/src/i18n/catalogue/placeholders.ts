import { INVOICE_FIELDS } from "./invoice-fields.ts";
import type { Catalogue, PlaceholderText, PlaceholderTexts } from "./types.ts";
import { VAT_FORMATS } from "./vat-formats.ts";

/**
 * The reasons of a refused body that the server writes itself (http/limits.ts). The parsers' own
 * (JSON.parse's, the multipart parser's) name positions and tokens of the input: they stay
 * English, as DRF passes on Python's.
 */
const PARSE_REASONS: Catalogue = {
  "nested deeper than {depth} levels": {
    de: "tiefer als {depth} Ebenen verschachtelt",
    fr: "imbrication de plus de {depth} niveaux",
    nl: "dieper dan {depth} niveaus genest",
  },
  // Django's MultiPartParserError for a Content-Type without a boundary (Python's None).
  "Invalid boundary in multipart: None": {
    de: "Ungültige Boundary im Multipart-Inhalt: None",
    fr: "Délimiteur (boundary) multipart non valide : None",
    nl: "Ongeldige boundary in multipart: None",
  },
};

/** The missing fields, as many as are missing: "street, vat_id or tax_number". */
const FIELD_LIST: PlaceholderText = {
  texts: INVOICE_FIELDS,
  list: {
    en: { separator: ", " },
    de: { separator: ", " },
    fr: { separator: ", " },
    nl: { separator: ", " },
  },
};

/**
 * The catalogue's templates whose placeholders carry English text, translated with it. Every
 * other placeholder carries a number, an amount, a code (country, currency, scheme, HTTP method,
 * media type, a Python type name), a name (plan, invoice number) or what the user sent: kept.
 */
export const PLACEHOLDER_TEXTS: PlaceholderTexts = {
  "Enter a valid VAT ID: expected {expected}.": { expected: { texts: VAT_FORMATS } },
  "Complete the company's invoice data first: {fields}.": { fields: FIELD_LIST },
  "Complete the debtor's invoice data first: {fields}.": { fields: FIELD_LIST },
  "JSON parse error - {reason}": { reason: { texts: PARSE_REASONS } },
  "Multipart form parse error - {reason}": { reason: { texts: PARSE_REASONS } },
};
