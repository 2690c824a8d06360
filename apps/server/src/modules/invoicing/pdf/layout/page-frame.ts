import { legalRegistrationText } from "../labels.ts";
import {
  CONTENT_WIDTH,
  FOOTER_SIZE,
  GREY,
  type Layout,
  MARGIN,
  PAGE,
  SMALL,
  TEXT,
} from "./geometry.ts";
import { abroad, addressParts } from "./parties.ts";
import { ellipsis, rule, wrap, writeLines } from "./text-flow.ts";

/**
 * On every page: the footer (the company's footer text, the seller's contact,
 * its legal information, registration and tax IDs; the title with the number
 * and "Page n of m"), and on the pages after the first a running header with
 * the title and number.
 */
export function runningHeadersAndFooters({
  doc,
  document,
  language,
  labels,
  title,
  country,
}: Layout) {
  const { seller } = document;
  const contact = [
    seller.name,
    ...addressParts(seller, abroad(document), country),
    seller.phone && `${labels.phone} ${seller.phone}`,
    seller.email && `${labels.email} ${seller.email}`,
  ]
    .filter(Boolean)
    .join(" · ");
  const legal = [
    seller.legal_info,
    legalRegistrationText(language, seller),
    seller.vat_id && `${labels.vatId} ${seller.vat_id}`,
    seller.tax_number && `${labels.taxNumber} ${seller.tax_number}`,
  ]
    .filter(Boolean)
    .join(" · ");
  // The left column's lines, each group in at most two lines, broken between its parts.
  doc.font("regular").fontSize(FOOTER_SIZE);
  const rightWidth = 130;
  const leftWidth = CONTENT_WIDTH - rightWidth - 10;
  const footerLines = [
    [document.footer, " "],
    [contact, " · "],
    [legal, " · "],
  ].flatMap(([text, separator]) => {
    if (!text.trim()) return [];
    const lines = wrap(doc, text, leftWidth, separator);
    if (lines.length <= 2) return [lines];
    return [[lines[0], ellipsis(doc, `${lines[1]}…`, leftWidth)]];
  });
  const right = PAGE.width - MARGIN.right;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing outside the margins must not open a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins.bottom = 0;
    doc.page.margins.top = 0;
    const pageNumber = index - range.start + 1;
    if (pageNumber > 1) {
      doc.font("bold").fontSize(TEXT).fillColor("black");
      doc.text(ellipsis(doc, title, CONTENT_WIDTH * 0.6), MARGIN.left, MARGIN.top, {
        lineBreak: false,
      });
      doc.font("regular").fontSize(SMALL).fillColor(GREY);
      const name = ellipsis(doc, seller.name, CONTENT_WIDTH * 0.35);
      doc.text(name, right - doc.widthOfString(name), MARGIN.top + 1, { lineBreak: false });
      rule(doc, MARGIN.top + TEXT + 6, 0.4);
    }

    const top = PAGE.height - MARGIN.bottom + 12;
    rule(doc, top - 6, 0.4);
    doc.font("regular").fontSize(FOOTER_SIZE).fillColor(GREY);
    let y = top;
    for (const lines of footerLines) y = writeLines(doc, lines, MARGIN.left, y, null) + 1.5;
    // The title and number (smaller where it is long) and the page, right-aligned.
    doc.font("bold").fontSize(SMALL);
    const size = Math.max(5.5, Math.min(SMALL, (SMALL * rightWidth) / doc.widthOfString(title)));
    doc.fontSize(size).fillColor("black");
    const heading = ellipsis(doc, title, rightWidth);
    doc.text(heading, right - doc.widthOfString(heading), top, { lineBreak: false });
    doc.font("regular").fontSize(SMALL).fillColor(GREY);
    const page = labels.page(pageNumber, range.count);
    doc.text(page, right - doc.widthOfString(page), top + 10, { lineBreak: false });
    doc.fillColor("black");
    doc.page.margins.bottom = margins.bottom;
    doc.page.margins.top = margins.top;
  }
}
