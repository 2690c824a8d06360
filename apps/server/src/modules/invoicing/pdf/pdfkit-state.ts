/**
 * The two things of pdfkit's drawing state the invoice needs that its API sets
 * but never answers: the current font (for the table's fast cells) and the
 * current fill colour (to carry over to a page this code opens). Each is read
 * through a check, so a pdfkit upgrade that moves them fails loudly here.
 */
type Doc = PDFKit.PDFDocument;

/** pdfkit's embedded font (its EmbeddedFont): the members the fast cells use. */
export interface EmbeddedFont {
  /** The font's resource name on the page, "F1". */
  id: string;
  ascender: number;
  lineHeight(size: number, includeGap?: boolean): number;
  ref(): unknown;
  /** The glyph IDs (as hex) of a text and their positions, added to the embedded subset. */
  encode(text: string): [string[], { xAdvance: number }[]];
}

const isEmbeddedFont = (value: unknown): value is EmbeddedFont =>
  typeof value === "object" &&
  value !== null &&
  "id" in value &&
  typeof value.id === "string" &&
  "encode" in value &&
  typeof value.encode === "function" &&
  "ref" in value &&
  typeof value.ref === "function";

/** The document's current font and size: pdfkit keeps them as `_font` and `_fontSize`. */
export function currentFont(doc: Doc): { font: EmbeddedFont; size: number } {
  if (
    !("_font" in doc && isEmbeddedFont(doc._font)) ||
    !("_fontSize" in doc && typeof doc._fontSize === "number")
  )
    throw new Error("pdfkit keeps no embedded font as _font and its size as _fontSize");
  return { font: doc._font, size: doc._fontSize };
}

/** The colour and opacity given to `fillColor()` last (pdfkit's `_fillColor`); none before the first. */
export function currentFillColor(doc: Doc): [PDFKit.Mixins.ColorValue, number | undefined] | null {
  if (!("_fillColor" in doc) || doc._fillColor === undefined) return null;
  const fill = doc._fillColor;
  if (!Array.isArray(fill)) throw new Error("pdfkit keeps no [colour, opacity] as _fillColor");
  const [color, opacity] = fill;
  return [color, opacity];
}
