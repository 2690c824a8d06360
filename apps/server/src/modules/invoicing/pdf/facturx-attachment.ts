import { createHash } from "node:crypto";

type Doc = PDFKit.PDFDocument;

/**
 * Attaches the XML as pdfkit does, but with the embedded file's /CheckSum as
 * the PDF spec (and Factur-X) defines it: the 16 bytes of the MD5 digest (a
 * hex string `<…>`), where pdfkit writes the 32 hex characters as text.
 */
export function attachFacturX(doc: Doc, data: Buffer, options: PDFKit.Mixins.PDFAttachmentOptions) {
  // doc.ref() is pdfkit's public way to add an object: wrapped while file() adds the embedded file.
  const ref = doc.ref;
  doc.ref = function (this: Doc, body: object) {
    if (isEmbeddedFile(body) && body.Params.CheckSum instanceof String)
      body.Params.CheckSum = createHash("md5").update(data).digest();
    return ref.call(this, body);
  };
  try {
    doc.file(data, options);
  } finally {
    doc.ref = ref;
  }
}

/** The dictionary of an embedded file stream, as pdfkit's file() passes it to ref(). */
const isEmbeddedFile = (
  body: object,
): body is { Type: "EmbeddedFile"; Params: { CheckSum?: unknown } } =>
  "Type" in body &&
  body.Type === "EmbeddedFile" &&
  "Params" in body &&
  typeof body.Params === "object" &&
  body.Params !== null;
