import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Queryable } from "../../db/open-database.ts";
import { companyImage } from "../../db/schema/index.ts";
import type { AuthenticatedUser } from "../../http/authentication.ts";
import type { InvoicingDeps } from "./deps.ts";
import { findInvoice, type InvoiceRow } from "./find-invoice.ts";
import { writeInvoicePdf } from "./pdf/write-pdf.ts";
import { writeCii } from "./xml/cii.ts";
import { fileStem, invoiceDocument } from "./xml/invoice-xml.ts";

/**
 * The company's logo as an RGB JPEG on white, or null without one: PNG, JPEG
 * and WebP uploads alike, without an alpha channel or a colour profile of their
 * own that the PDF/A's sRGB output intent would have to reconcile.
 */
async function companyLogo(db: Queryable, companyId: number): Promise<Buffer | null> {
  const [image] = await db
    .select({ data: companyImage.data })
    .from(companyImage)
    .where(eq(companyImage.companyId, companyId));
  if (!image) return null;
  return sharp(image.data)
    .rotate()
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The Factur-X PDF/A-3b of an issued invoice or credit note, with its download name. */
export async function renderInvoicePdf(db: Queryable, row: InvoiceRow) {
  const [document, logo] = await Promise.all([
    invoiceDocument(db, row),
    companyLogo(db, row.companyId),
  ]);
  const pdf = await writeInvoicePdf({
    document,
    language: row.language,
    cii: writeCii(document),
    logo,
  });
  return { fileName: `${fileStem(document.number)}.pdf`, pdf, document };
}

export async function invoicePdf(deps: InvoicingDeps, actor: AuthenticatedUser, id: number) {
  return renderInvoicePdf(deps.db, await findInvoice(deps.db, actor.companyId, id));
}
