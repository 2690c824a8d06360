/** The parties on the first page: the sender's line and the buyer's postal address in the envelope's window. */
import type { InvoiceParty } from "@tempus/contract";
import type { InvoiceDocument } from "../../xml/invoice-document.ts";
import { legalRegistrationText } from "../labels.ts";
import { ADDRESS, GREY, type Layout, MARGIN, RULE, SMALL, TEXT } from "./geometry.ts";

/** "Street, 12345 City" (and the country's name when the other party is abroad). */
export function addressParts(
  party: InvoiceParty,
  withCountry: boolean,
  country: Layout["country"],
) {
  return [
    party.street.replace(/\s*\n\s*/g, ", "),
    [party.zip_code, party.city].filter(Boolean).join(" "),
    withCountry && party.country ? country(party.country) : "",
  ].filter(Boolean);
}

/** The parties cross a border: the addresses name their countries (as postal practice does). */
export const abroad = ({ seller, buyer }: InvoiceDocument) =>
  Boolean(buyer.country && seller.country && buyer.country !== seller.country);

/**
 * The sender in one line at the top of the envelope's window, and below it the
 * buyer's postal address with its registration and VAT ID. Answers where the
 * address starts (the facts beside it start there too) and the y below it.
 */
export function addressBlock({ doc, document, language, labels, country }: Layout): {
  top: number;
  bottom: number;
} {
  const { seller, buyer } = document;
  const crossBorder = abroad(document);
  // The sender with a thin rule beneath it: in a smaller size where it would not fit the window's width.
  let y = ADDRESS.top;
  const sender = [seller.name, ...addressParts(seller, crossBorder, country)].join(" · ");
  doc.font("regular").fontSize(SMALL);
  const senderSize = Math.max(
    6,
    Math.min(SMALL, (SMALL * ADDRESS.width) / doc.widthOfString(sender)),
  );
  doc
    .fontSize(senderSize)
    .fillColor(GREY)
    .text(sender, MARGIN.left, y, {
      width: ADDRESS.width,
      height: senderSize * 1.2,
      ellipsis: true,
    });
  const ruleY = y + SMALL + 3;
  doc
    .moveTo(MARGIN.left, ruleY)
    .lineTo(MARGIN.left + ADDRESS.width, ruleY)
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();

  // The buyer's postal address, its country named only when it is abroad.
  doc.fillColor("black").fontSize(10);
  y = ruleY + 8;
  const top = y;
  const addressLines = [
    buyer.name,
    buyer.contact_name && labels.attention(buyer.contact_name),
    buyer.street,
    [buyer.zip_code, buyer.city].filter(Boolean).join(" "),
    crossBorder ? country(buyer.country) : "",
  ].filter(Boolean);
  for (const line of addressLines) {
    doc.text(line, MARGIN.left, y, { width: ADDRESS.width });
    y = doc.y;
  }
  const registration = legalRegistrationText(language, buyer);
  const ids = [
    registration,
    buyer.vat_id && `${labels.vatId}${labels.colon}${buyer.vat_id}`,
  ].filter(Boolean);
  if (ids.length > 0) {
    y += 4;
    doc.fontSize(TEXT);
    for (const line of ids) {
      doc.text(line, MARGIN.left, y, { width: ADDRESS.width });
      y = doc.y;
    }
  }
  return { top, bottom: y };
}
