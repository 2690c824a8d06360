/**
 * Text as the invoice sets it: lines wrapped and shortened by measured width,
 * written one below the other and carried on to the next page where the
 * writable area ends.
 */
import { currentFillColor } from "../pdfkit-state.ts";
import { CONTENT_WIDTH, type Doc, MARGIN, PAGE, RULE } from "./geometry.ts";

/**
 * A paragraph's figures kept with their units and French punctuation with its
 * word when the line wraps: "19 %", "40 €", "123,45 EUR", "retard :".
 */
export const unbroken = (text: string) =>
  text
    .replace(/(\d) (?=%|€|[A-Z]{3}\b)/g, "$1\u00a0")
    .replace(/ (?=[:;!?](\s|$))/g, "\u00a0")
    .replace(/§ (?=\d)/g, "§\u00a0");

/** A grey line across the page at `y`. */
export function rule(doc: Doc, y: number, width: number) {
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + CONTENT_WIDTH, y)
    .lineWidth(width)
    .strokeColor(RULE)
    .stroke();
}

/** The bottom of the writable area: the footer sits below it. */
export const bottom = () => PAGE.height - MARGIN.bottom;

/** Opens the next page, in the colour written last; answers where to write. */
export function nextPage(doc: Doc): number {
  // pdfkit's API has no getter for the colour: its own wrapping re-applies it the same way.
  const color = currentFillColor(doc);
  doc.addPage();
  if (color) doc.fillColor(...color);
  return doc.page.margins.top;
}

/** Moves to a new page when `height` does not fit below `y`; answers where to write. */
export function room(doc: Doc, y: number, height: number): number {
  return y + height <= bottom() ? y : nextPage(doc);
}

/**
 * A text's lines in the current font, broken only at `separator` (between
 * words, or between the footer's parts " · "): pdfkit's own wrapping also
 * breaks after a slash or a hyphen ("2006/112/" | "EC"). A part wider than the
 * width breaks between its words, a word wider than it between characters.
 */
export function wrap(doc: Doc, text: string, width: number, separator = " "): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const part of paragraph.split(separator)) {
      const joined = line ? line + separator + part : part;
      if (doc.widthOfString(joined) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      if (doc.widthOfString(part) <= width) {
        line = part;
        continue;
      }
      const pieces = separator === " " ? characters(doc, part, width) : wrap(doc, part, width);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? "";
    }
    lines.push(line);
  }
  return lines;
}

/** A text shortened to the width with "…" at its end. */
export function ellipsis(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let shortened = text.replace(/…$/, "");
  while (shortened && doc.widthOfString(`${shortened}…`) > width)
    shortened = shortened.slice(0, -1);
  return `${shortened.trimEnd()}…`;
}

/** A word wider than the width, in pieces that fit. */
function characters(doc: Doc, word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && doc.widthOfString(piece + char) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * Lines one below the other from `y`, continued on the next page where the
 * writable area ends (unless `limit` is null: the footer); answers the y below them.
 */
export function writeLines(
  doc: Doc,
  lines: string[],
  x: number,
  y: number,
  limit: number | null = bottom(),
): number {
  const height = doc.currentLineHeight(true);
  let at = y;
  for (const line of lines) {
    if (limit !== null && at + height > limit) at = nextPage(doc);
    if (line) doc.text(line, x, at, { lineBreak: false });
    at += height;
  }
  return at;
}

/** A paragraph at the left margin (a short one moved whole to the next page); answers the y below it. */
export function paragraph(doc: Doc, text: string, y: number, width: number): number {
  const lines = wrap(doc, text, width);
  const height = doc.currentLineHeight(true);
  return writeLines(
    doc,
    lines,
    MARGIN.left,
    lines.length <= 4 ? room(doc, y, lines.length * height) : y,
  );
}
