import { randomBytes } from "node:crypto";
import { COMPANY_IMAGE_MAX_BYTES, COMPANY_MESSAGES } from "@tempus/contract";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../db/open-database.ts";
import { companyImage } from "../../db/schema/index.ts";
import { notFound, ValidationError } from "../../http/errors.ts";

const FORMATS: Record<string, { contentType: string; extension: string }> = {
  png: { contentType: "image/png", extension: "png" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  webp: { contentType: "image/webp", extension: "webp" },
};

/** The media types a stored logo is served as. */
export const IMAGE_CONTENT_TYPES = Object.values(FORMATS).map((format) => format.contentType);

const invalidImage = () => new ValidationError({ company_image: [COMPANY_MESSAGES.invalidImage] });

/**
 * Proves that the bytes are a PNG, JPEG or WebP image by decoding them fully
 * (not by trusting the name or the declared type).
 */
export async function checkImage(
  data: Buffer,
): Promise<{ contentType: string; extension: string }> {
  if (data.length > COMPANY_IMAGE_MAX_BYTES) {
    throw new ValidationError({ company_image: [COMPANY_MESSAGES.imageTooLarge] });
  }
  try {
    const image = sharp(data, { failOn: "error" });
    const { format } = await image.metadata();
    const kind = format ? FORMATS[format] : undefined;
    if (!kind) throw invalidImage();
    await image.raw().toBuffer();
    return kind;
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw invalidImage();
  }
}

/** Replaces the company's logo; the new one gets a new name, so caches never serve the old one. */
export async function storeCompanyImage(db: Database, companyId: number, data: Buffer) {
  const kind = await checkImage(data);
  const row = {
    companyId,
    token: randomBytes(16).toString("hex"),
    contentType: kind.contentType,
    extension: kind.extension,
    data,
    createdAt: new Date(),
  };
  await db
    .insert(companyImage)
    .values(row)
    .onConflictDoUpdate({ target: companyImage.companyId, set: row });
}

export async function removeCompanyImage(db: Database, companyId: number) {
  await db.delete(companyImage).where(eq(companyImage.companyId, companyId));
}

export async function findCompanyImage(
  db: Database,
  where: { companyId: number } | { token: string },
) {
  const [image] = await db
    .select()
    .from(companyImage)
    .where(
      "token" in where
        ? eq(companyImage.token, where.token)
        : eq(companyImage.companyId, where.companyId),
    );
  if (!image) throw notFound();
  return image;
}

export const companyImagePath = (image: { token: string; extension: string }) =>
  `/media/company-image/${image.token}.${image.extension}`;
