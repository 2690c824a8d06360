/**
 * The totals below the table: net total, VAT per group, the VAT in the
 * accounting currency, and what is to be paid or credited.
 */
import type { InvoiceLanguage } from "@tempus/contract";
import type { InvoiceDocument } from "../../xml/invoice-document.ts";
import { exchangeRateText, formatDecimal, formatMoney } from "../labels.ts";
import { CONTENT_WIDTH, GREY, type Layout, MARGIN, RULE, SMALL, TEXT } from "./geometry.ts";
import { room, unbroken } from "./text-flow.ts";

const TOTALS = { labelX: MARGIN.left + 170, labelWidth: 200 };

/**
 * Net total, VAT per group, the VAT in the accounting currency, and the total:
 * on a credit note the credited amount; with advance payments the total, the
 * payments deducted and the amount due. Answers where the next part starts.
 */
export function totals({ doc, document, language, labels }: Layout, start: number): number {
  const { currency } = document;
  const money = (value: string) => formatMoney(value, currency, language);
  const rows: [string, string, boolean][] = [
    [labels.netTotal, money(document.netTotal), false],
    ...document.breakdown.map((group): [string, string, boolean] => [
      labels.tax(formatDecimal(group.tax_rate, language, 0), money(group.taxable_amount)),
      money(group.tax_amount),
      false,
    ]),
  ];
  if (document.typeCode === "381")
    rows.push([labels.creditedTotal, money(document.grossTotal), true]);
  else if (/[1-9]/.test(document.prepaidTotal))
    rows.push(
      [labels.grossTotal, money(document.grossTotal), false],
      [labels.prepaid, money(`-${document.prepaidTotal.replace(/^-/, "")}`), false],
      [labels.amountDue, money(document.amountDue), true],
    );
  else rows.push([labels.grossTotal, money(document.grossTotal), true]);
  const exchange = document.taxCurrency && exchangeRow(document, language);

  let y = room(doc, start, rows.length * 14 + (exchange ? 14 : 0) + 8);
  const valueX = TOTALS.labelX + TOTALS.labelWidth;
  const valueWidth = MARGIN.left + CONTENT_WIDTH - valueX;
  rows.forEach(([label, value, strong], index) => {
    if (strong && index > 0) {
      doc
        .moveTo(TOTALS.labelX, y - 1)
        .lineTo(MARGIN.left + CONTENT_WIDTH, y - 1)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      y += 2;
    }
    doc.font(strong ? "bold" : "regular").fontSize(strong ? 10 : TEXT);
    doc.text(label, TOTALS.labelX, y, { width: TOTALS.labelWidth });
    const labelBottom = doc.y;
    doc.text(value, valueX, y, { width: valueWidth, align: "right" });
    y = Math.max(labelBottom, doc.y, y + 12) + 2;
  });
  doc.font("regular").fontSize(TEXT);
  if (exchange) {
    doc
      .fontSize(SMALL)
      .fillColor(GREY)
      .text(exchange, TOTALS.labelX, y + 2, {
        width: MARGIN.left + CONTENT_WIDTH - TOTALS.labelX,
        align: "right",
      })
      .fillColor("black")
      .fontSize(TEXT);
    y = doc.y;
  }
  return y + 12;
}

/** "VAT in EUR at 1 USD = 0.9215 EUR: 123.45 EUR" (BT-6, BT-111). */
function exchangeRow(document: InvoiceDocument, language: InvoiceLanguage): string | null {
  const taxCurrency = document.taxCurrency;
  if (!taxCurrency) return null;
  return unbroken(
    exchangeRateText(language, {
      currency: document.currency,
      accountingCurrency: taxCurrency.code,
      rate: taxCurrency.exchangeRate,
      taxTotal: taxCurrency.taxTotal,
    }),
  );
}
