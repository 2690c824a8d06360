import { currentFont, type EmbeddedFont } from "./pdfkit-state.ts";

type Doc = PDFKit.PDFDocument;

/** A coordinate as the content stream writes it: at most two decimals, no "-0". */
const coordinate = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
};

/**
 * One-line texts (the cells of an invoice's table) written straight into the
 * page's content stream, each character's glyph looked up once: pdfkit's
 * `text()` lays out every distinct word with fontkit and wraps each fragment in
 * its own graphics state, which made a 10,000-line invoice take seconds. The
 * glyphs go through the font's own `encode`, so they are part of the embedded
 * subset with their widths and Unicode map (text stays searchable, PDF/A holds).
 * Characters are set at their advance widths, without kerning or ligatures.
 */
export class FastCells {
  private readonly glyphs = new Map<string, { hex: string; advance: number } | null>();
  private readonly doc: Doc;
  private readonly font: EmbeddedFont;
  private readonly size: number;

  /** For the document's current font and size, which must not change while cells are written. */
  constructor(doc: Doc) {
    this.doc = doc;
    // pdfkit's API has no getter for the font: its EmbeddedFont encodes the glyphs into the subset.
    const current = currentFont(doc);
    this.font = current.font;
    this.size = current.size;
  }

  private glyph(char: string) {
    let glyph = this.glyphs.get(char);
    if (glyph === undefined) {
      const [encoded, positions] = this.font.encode(char);
      glyph = encoded.length === 1 ? { hex: encoded[0], advance: positions[0].xAdvance } : null;
      this.glyphs.set(char, glyph);
    }
    return glyph;
  }

  /** The glyphs of a text and its width in points, or null when a character needs real shaping. */
  private run(text: string): { hex: string; width: number } | null {
    let hex = "";
    let advance = 0;
    for (const char of text) {
      const glyph = this.glyph(char);
      if (!glyph) return null;
      hex += glyph.hex;
      advance += glyph.advance;
    }
    return { hex, width: (advance * this.size) / 1000 };
  }

  /** The width of a text in points as `write` sets it (pdfkit's own measure when it cannot). */
  width(text: string): number {
    return this.run(text)?.width ?? this.doc.widthOfString(text);
  }

  /** The distance from one line to the next, as pdfkit sets paragraphs. */
  lineHeight(): number {
    return this.font.lineHeight(this.size, true);
  }

  /**
   * A text's lines at most `width` wide, broken between words (a word wider
   * than the width between characters), one per line of its own.
   */
  wrap(text: string, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(" ")) {
        const joined = line ? `${line} ${word}` : word;
        if (this.width(joined) <= width) {
          line = joined;
          continue;
        }
        if (line) lines.push(line);
        line = "";
        let rest = word;
        while (this.width(rest) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && this.width(rest.slice(0, cut)) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /**
   * Writes texts on one baseline: `y` is the top of the line as pdfkit counts
   * it (from the top of the page); right-aligned texts end at `x + width`.
   */
  row(cells: { text: string; x: number; width?: number }[], y: number) {
    const { page } = this.doc;
    if (page.fonts[this.font.id] == null) page.fonts[this.font.id] = this.font.ref();
    const baseline = page.height - y - (this.font.ascender / 1000) * this.size;
    let content = `q 1 0 0 -1 0 ${coordinate(page.height)} cm BT /${this.font.id} ${coordinate(this.size)} Tf`;
    for (const cell of cells) {
      if (!cell.text) continue;
      const run = this.run(cell.text);
      if (!run) {
        // A text that needs shaping: pdfkit writes it (after what this row has so far).
        this.doc.addContent(`${content} ET Q`);
        const width = this.doc.widthOfString(cell.text);
        const x = cell.width === undefined ? cell.x : cell.x + cell.width - width;
        this.doc.text(cell.text, x, y, { lineBreak: false });
        content = `q 1 0 0 -1 0 ${coordinate(page.height)} cm BT /${this.font.id} ${coordinate(this.size)} Tf`;
        continue;
      }
      const x = cell.width === undefined ? cell.x : cell.x + cell.width - run.width;
      content += ` 1 0 0 1 ${coordinate(x)} ${coordinate(baseline)} Tm <${run.hex}> Tj`;
    }
    this.doc.addContent(`${content} ET Q`);
  }
}
