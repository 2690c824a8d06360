import { CONTENT_WIDTH, type Layout, TEXT } from "./geometry.ts";
import { paragraph, unbroken } from "./text-flow.ts";

/**
 * The sentences the law asks for (exemptions, reverse charge, French mentions …),
 * one paragraph each; answers where the next part starts.
 */
export function legalNotes({ doc, document }: Layout, start: number): number {
  let y = start;
  doc.font("regular").fontSize(TEXT).fillColor("black");
  for (const note of document.legalNotes) {
    if (!note.trim()) continue;
    y = paragraph(doc, unbroken(note), y, CONTENT_WIDTH) + 4;
  }
  return y;
}
