/**
 * Numbers as people type them in their language, and as the API takes them.
 *
 * The API reads decimals with a point and no grouping ("1234.5"). People type "1,5" and
 * "1.234,50" in German, French and Dutch, "1 234,50" in French, "1,234.50" in English; each form
 * is read as the number it means. What cannot be read is passed on as typed, so the contract's
 * schema answers it with its own message.
 */
import { formatLocale } from "./format-locale.ts";

/** The decimal mark of a language ("." or ","), in the user's regional format ("." in de-CH). */
const decimalMark = (language: string) =>
  new Intl.NumberFormat(formatLocale(language))
    .formatToParts(1.5)
    .find((part) => part.type === "decimal")?.value === ","
    ? ","
    : ".";

/** Digits grouped by threes with `group`: "1.234.567". */
const grouped = (whole: string, group: string) =>
  new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`).test(whole);

/** A typed decimal in `language` as the API reads it ("1,5" → "1.5"), else the text as typed. */
export function readDecimal(text: string, language: string): string {
  // Spaces of any kind and apostrophes group thousands ("1 234,50", "1'234.50").
  const typed = text.trim().replace(/[\s\u00a0\u202f']/g, "");
  const sign = typed.startsWith("-") ? "-" : "";
  const unsigned = sign ? typed.slice(1) : typed;
  if (!/^[\d.,]+$/.test(unsigned)) return text;
  const marks = unsigned.replace(/\d/g, "");
  const canonical = (whole: string, fraction?: string) =>
    `${sign}${whole}${fraction === undefined ? "" : `.${fraction}`}`;
  // Both marks: the last one is the decimal mark, the other groups ("1.234,50", "1,234.50").
  if (marks.includes(".") && marks.includes(",")) {
    const decimal = unsigned.lastIndexOf(",") > unsigned.lastIndexOf(".") ? "," : ".";
    const group = decimal === "," ? "." : ",";
    const [whole, fraction, rest] = unsigned.split(decimal);
    if (rest !== undefined || fraction === "" || !grouped(whole, group)) return text;
    return canonical(whole.replaceAll(group, ""), fraction);
  }
  if (marks === "") return canonical(unsigned);
  const mark = marks[0];
  const parts = unsigned.split(mark);
  // One mark: a decimal mark, unless it groups by threes the way the language does ("1.500" in
  // German is fifteen hundred, "1,500" in English too).
  if (parts.length === 2 && parts[0] !== "" && parts[1] !== "") {
    const [whole, fraction] = parts;
    const groupsHere = mark !== decimalMark(language) && fraction.length === 3;
    return groupsHere ? canonical(`${whole}${fraction}`) : canonical(whole, fraction);
  }
  // The same mark several times: thousands only ("1.234.567").
  return grouped(unsigned, mark) && mark !== decimalMark(language)
    ? canonical(unsigned.replaceAll(mark, ""))
    : text;
}

/** A decimal from the API ("95.00") as it is typed in `language` ("95,00"). */
export function showDecimal(value: string, language: string): string {
  return decimalMark(language) === "," ? value.replace(".", ",") : value;
}
