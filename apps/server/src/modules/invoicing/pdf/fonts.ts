import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Font, create as openFont } from "fontkit";

/** DejaVu Sans (Bitstream Vera licence, pdf/fonts/LICENSE): embedded as subsets, as PDF/A requires. */
const FONTS = {
  regular: fileURLToPath(new URL("./fonts/DejaVuSans.ttf", import.meta.url)),
  bold: fileURLToPath(new URL("./fonts/DejaVuSans-Bold.ttf", import.meta.url)),
};

let parsed: { regular: Font; bold: Font } | undefined;
/**
 * The fonts parsed once per process: pdfkit would parse each (700 KB, its glyph
 * metrics table included) for every document, a third of a large invoice's
 * time. Each document still embeds its own subset.
 */
export function faces() {
  parsed ??= {
    regular: openFont(readFileSync(FONTS.regular)),
    bold: openFont(readFileSync(FONTS.bold)),
  };
  return parsed;
}
