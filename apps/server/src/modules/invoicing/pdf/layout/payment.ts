import { epcPayload, qrModules } from "../epc-qr.ts";
import {
  CONTENT_WIDTH,
  type Doc,
  GREY,
  type Layout,
  MARGIN,
  PAGE,
  SMALL,
  TEXT,
} from "./geometry.ts";
import { room, unbroken, wrap, writeLines } from "./text-flow.ts";

/**
 * The payment terms as the document words them; for what the buyer pays, the
 * bank details, the reference to quote, and the SEPA QR code for EUR (the
 * amount due, the reference as its text). A credit note states its terms only.
 */
export function payment({ doc, document, labels }: Layout, start: number) {
  const { paymentMeans, seller } = document;
  const asksPayment = document.typeCode !== "381" && paymentMeans !== null;
  const iban = asksPayment ? paymentMeans.iban.replace(/\s+/g, "") : "";
  const qrPayload =
    asksPayment && iban && paymentMeans.code === "58" && document.currency === "EUR"
      ? epcPayload({
          name: paymentMeans.accountHolder || seller.name,
          iban,
          bic: paymentMeans.bic,
          amount: document.amountDue,
          text: document.paymentReference || document.number,
        })
      : null;
  const bank: [string, string][] = [];
  if (asksPayment && iban) {
    bank.push(
      [labels.accountHolder, paymentMeans.accountHolder || seller.name],
      ["IBAN", iban.replace(/(.{4})(?=.)/g, "$1 ")],
    );
    if (paymentMeans.bic) bank.push(["BIC", paymentMeans.bic]);
  }
  if (asksPayment && document.paymentReference)
    bank.push([labels.reference, document.paymentReference]);
  const terms = document.paymentTerms.trim() ? unbroken(document.paymentTerms) : "";
  if (!terms && bank.length === 0) return;

  const QR_SIZE = 90;
  const textWidth = CONTENT_WIDTH - (qrPayload ? QR_SIZE + 20 : 0);
  doc.font("regular").fontSize(TEXT).fillColor("black");
  const termsLines = terms ? wrap(doc, terms, textWidth) : [];
  const termsHeight = termsLines.length * doc.currentLineHeight(true) + (terms ? 8 : 0);
  const bankHeight = bank.length > 0 ? 14 + bank.length * 12 : 0;
  let y = room(
    doc,
    start + 6,
    Math.min(Math.max(qrPayload ? QR_SIZE + 14 : 0, termsHeight + bankHeight), 200),
  );
  const blockTop = y;
  if (terms) y = writeLines(doc, termsLines, MARGIN.left, y) + 8;
  if (bank.length > 0) {
    if (iban) {
      doc.font("bold").text(labels.bank, MARGIN.left, y);
      y = doc.y + 2;
    }
    doc.font("regular");
    const labelWidth = Math.max(...bank.map(([label]) => doc.widthOfString(label))) + 10;
    for (const [label, value] of bank) {
      doc.fillColor(GREY).text(label, MARGIN.left, y, { width: labelWidth });
      doc.fillColor("black").text(value, MARGIN.left + labelWidth, y, { width: 260 });
      y = doc.y + 1;
    }
  }
  if (qrPayload) {
    const x = PAGE.width - MARGIN.right - QR_SIZE;
    drawQr(doc, qrModules(qrPayload), x, blockTop, QR_SIZE);
    doc
      .fontSize(SMALL - 1)
      .fillColor(GREY)
      .text(labels.qrHint, x - 10, blockTop + QR_SIZE + 3, { width: QR_SIZE + 20, align: "center" })
      .fillColor("black")
      .fontSize(TEXT);
  }
}

/** The QR code as filled squares (vector: sharp at any zoom), with a quiet zone of 4 modules. */
function drawQr(doc: Doc, modules: boolean[][], x: number, y: number, size: number) {
  const count = modules.length + 8;
  const cell = size / count;
  doc.save().fillColor("black");
  modules.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell);
    });
  });
  doc.fill().restore();
}
