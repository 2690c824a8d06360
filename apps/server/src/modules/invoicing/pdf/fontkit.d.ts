/** The part of fontkit (pdfkit's font engine) the invoice PDF uses: parsing a font once. */
declare module "fontkit" {
  export function create(buffer: Uint8Array, postscriptName?: string): object;
}
