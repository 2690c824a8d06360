/**
 * What pdfkit 0.20's public API accepts beyond @types/pdfkit 0.17: an already
 * parsed fontkit font as a font source (0.20.0 changelog), and an attachment's
 * AFRelationship.
 */
import type { Font } from "fontkit";

declare global {
  namespace PDFKit {
    interface PDFDocument {
      // biome-ignore lint/suspicious/noMisleadingInstantiator: an overload of the constructor @types/pdfkit declares here
      new (options: Omit<PDFDocumentOptions, "font"> & { font: Font }): PDFDocument;
    }
    namespace Mixins {
      interface PDFFont {
        registerFont(name: string, src: Font): this;
      }
      interface PDFAttachmentOptions {
        /** The file's /AFRelationship (PDF/A-3): "Unspecified" unless given. */
        relationship?: "Source" | "Data" | "Alternative" | "Supplement" | "Unspecified";
      }
    }
  }
}
