/** The invoice's texts as the embedded font can show them. */
import type { InvoiceParty } from "@tempus/contract";
import type { InvoiceDocument } from "../xml/invoice-document.ts";
import { faces } from "./fonts.ts";

/**
 * A text as the embedded font can show it: a character DejaVu has no glyph for
 * (CJK, emoji) becomes "?", and control characters other than a line break a
 * space, since PDF/A forbids showing the .notdef glyph. The e-invoice XML keeps
 * the text as written.
 */
export function printable(): (text: string) => string {
  const face = faces().regular;
  const known = new Map<number, string>();
  return (text) => {
    let result = "";
    for (const char of text) {
      const code = char.codePointAt(0) as number;
      let shown = known.get(code);
      if (shown === undefined) {
        shown =
          code === 0x0a
            ? char
            : code < 0x20 || code === 0x7f
              ? " "
              : face.hasGlyphForCodePoint(code)
                ? char
                : "?";
        known.set(code, shown);
      }
      result += shown;
    }
    return result;
  };
}

/** Every text of the document that comes from the user, as the font can show it. */
export function printableDocument(
  document: InvoiceDocument,
  shown: (text: string) => string,
): InvoiceDocument {
  const party = (of: InvoiceParty): InvoiceParty => ({
    ...of,
    name: shown(of.name),
    street: shown(of.street),
    zip_code: shown(of.zip_code),
    city: shown(of.city),
    country: shown(of.country),
    vat_id: shown(of.vat_id),
    tax_number: shown(of.tax_number),
    email: shown(of.email),
    phone: shown(of.phone),
    account_holder: shown(of.account_holder),
    buyer_reference: shown(of.buyer_reference),
    legal_registration_id: shown(of.legal_registration_id),
    register_court: shown(of.register_court),
    contact_name: shown(of.contact_name),
    legal_info: shown(of.legal_info),
  });
  return {
    ...document,
    number: shown(document.number),
    notes: shown(document.notes),
    footer: shown(document.footer),
    legalNotes: document.legalNotes.map(shown),
    paymentTerms: shown(document.paymentTerms),
    paymentReference: shown(document.paymentReference),
    paymentMeans: document.paymentMeans && {
      ...document.paymentMeans,
      accountHolder: shown(document.paymentMeans.accountHolder),
      iban: shown(document.paymentMeans.iban),
      bic: shown(document.paymentMeans.bic),
    },
    seller: party(document.seller),
    buyer: party(document.buyer),
    references: {
      buyer: shown(document.references.buyer),
      order: shown(document.references.order),
      contract: shown(document.references.contract),
      project: shown(document.references.project),
    },
    lines: document.lines.map((line) => ({ ...line, description: shown(line.description) })),
    preceding: document.preceding.map((invoice) => ({
      ...invoice,
      number: shown(invoice.number),
    })),
  };
}
