/** The part of fontkit (pdfkit's font engine) the invoice PDF uses: parsing a font once. */
declare module "fontkit" {
  /** A parsed font: pdfkit 0.20 takes it as a font source (it checks for `layout`). */
  export interface Font {
    layout(text: string): unknown;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
