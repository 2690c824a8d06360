/**
 * The first page's head: the logo (or the seller's name), the parties, the
 * invoice's facts beside the address, the title, what the invoice corrects or
 * deducts, and its notes.
 */
import { formatDay } from "../labels.ts";
import { CONTENT_WIDTH, FACTS_X, GREY, type Layout, MARGIN, PAGE, TEXT } from "./geometry.ts";
import { addressBlock } from "./parties.ts";
import { paragraph, unbroken } from "./text-flow.ts";

/** A German public buyer's routing ID (Leitweg-ID) rather than a free reference. */
const LEITWEG_ID = /^\d{2,12}(-[A-Za-z0-9]{1,30})?-\d{2}$/;

/** Answers where the line table starts. */
export function header(layout: Layout): number {
  const { doc, document, language, labels, title } = layout;
  letterhead(layout);
  const address = addressBlock(layout);
  const factsBottom = facts(layout, address.top);

  let y = Math.max(address.bottom, factsBottom) + 24;
  doc.font("bold").fontSize(16).fillColor("black").text(title, MARGIN.left, y, {
    width: CONTENT_WIDTH,
  });
  y = doc.y;
  doc.font("regular").fontSize(TEXT);
  if (document.preceding.length > 0) {
    const invoices = document.preceding.map((invoice) =>
      labels.invoiceOf(invoice.number, formatDay(invoice.issueDate, language)),
    );
    y = paragraph(
      doc,
      unbroken(document.typeCode === "381" ? labels.corrects(invoices) : labels.deducts(invoices)),
      y + 4,
      CONTENT_WIDTH,
    );
  }
  if (document.notes) y = paragraph(doc, document.notes, y + 6, CONTENT_WIDTH);
  return y + 14;
}

/** The company's logo at the top right, or its name where it has none. */
function letterhead({ doc, document, logo }: Layout) {
  if (logo) {
    doc.image(logo, PAGE.width - MARGIN.right - 160, MARGIN.top, {
      fit: [160, 56],
      align: "right",
    });
  } else {
    doc
      .font("bold")
      .fontSize(13)
      .fillColor("black")
      .text(document.seller.name, PAGE.width - MARGIN.right - 240, MARGIN.top, {
        width: 240,
        align: "right",
        height: 36,
        ellipsis: true,
      });
  }
}

/** Number, dates and references beside the address, from `top`; answers the y below them. */
function facts({ doc, document, language, labels }: Layout, top: number): number {
  const rows: [string, string][] = [
    [labels.number, document.number],
    [labels.issueDate, formatDay(document.issueDate, language)],
  ];
  if (document.dueDate && document.typeCode !== "381")
    rows.push([labels.dueDate, formatDay(document.dueDate, language)]);
  rows.push([
    labels.servicePeriod,
    document.serviceFrom === document.serviceUntil
      ? formatDay(document.serviceFrom, language)
      : `${formatDay(document.serviceFrom, language)} – ${formatDay(document.serviceUntil, language)}`,
  ]);
  const buyerReference = document.references.buyer || document.buyer.buyer_reference;
  if (buyerReference)
    rows.push([
      LEITWEG_ID.test(buyerReference) ? labels.leitwegId : labels.buyerReference,
      buyerReference,
    ]);
  if (document.references.order) rows.push([labels.orderReference, document.references.order]);
  if (document.references.contract)
    rows.push([labels.contractReference, document.references.contract]);
  if (document.references.project)
    rows.push([labels.projectReference, document.references.project]);
  doc.font("regular").fontSize(TEXT);
  const labelWidth = Math.min(
    110,
    Math.max(...rows.map(([label]) => doc.widthOfString(label))) + 8,
  );
  const valueWidth = PAGE.width - MARGIN.right - FACTS_X - labelWidth;
  let y = top;
  for (const [label, value] of rows) {
    doc.font("regular").fillColor(GREY).text(label, FACTS_X, y, { width: labelWidth });
    doc
      .font("bold")
      .fillColor("black")
      .text(value, FACTS_X + labelWidth, y, { width: valueWidth });
    y = doc.y + 2;
  }
  return y;
}
