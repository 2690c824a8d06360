import { randomBytes } from "node:crypto";
import {
  COMPANY_IMAGE_MAX_BYTES,
  COMPANY_IMAGE_MAX_PIXELS,
  COMPANY_IMAGE_MAX_SIDE,
  COMPANY_IMAGE_STORED_SIDE,
  COMPANY_MESSAGES,
} from "@tempus/contract";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { notFound, ValidationError } from "../../core/errors.ts";
import { legacyLinkCompany } from "../../db/legacy-links.ts";
import type { Database } from "../../db/open-database.ts";
import { companyImage } from "../../db/schema/index.ts";

const FORMATS: Record<string, { contentType: string; extension: string }> = {
  png: { contentType: "image/png", extension: "png" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  webp: { contentType: "image/webp", extension: "webp" },
};

const invalidImage = () => new ValidationError({ company_image: [COMPANY_MESSAGES.invalidImage] });

/** Whether the declared dimensions are within what is decoded at all. */
const withinPixelLimit = (width: number, height: number) =>
  width <= COMPANY_IMAGE_MAX_SIDE &&
  height <= COMPANY_IMAGE_MAX_SIDE &&
  width * height <= COMPANY_IMAGE_MAX_PIXELS;

export interface CheckedImage {
  contentType: string;
  extension: string;
  /** The bytes to store: the upload itself, or a copy scaled down to the stored size. */
  data: Buffer;
}

/**
 * Proves that the bytes are a PNG, JPEG or WebP image by decoding them fully
 * (not by trusting the name or the declared type). The dimensions come from the
 * image's header first (no pixel is decoded), so an image that declares more
 * than 8,000 pixels a side or 40 megapixels is refused at once, whatever its
 * file size (a 16383 × 16383 PNG compresses to under 1 MB). A logo longer than
 * COMPANY_IMAGE_STORED_SIDE on a side is stored scaled down, in its format.
 */
export async function checkImage(data: Buffer): Promise<CheckedImage> {
  if (data.length > COMPANY_IMAGE_MAX_BYTES) {
    throw new ValidationError({ company_image: [COMPANY_MESSAGES.imageTooLarge] });
  }
  try {
    // metadata() reads the header only; decoding is bounded by the same limit as a second guard.
    const { format, width, height } = await sharp(data, { failOn: "error" }).metadata();
    const options = { failOn: "error", limitInputPixels: COMPANY_IMAGE_MAX_PIXELS } as const;
    const kind = format ? FORMATS[format] : undefined;
    if (!kind) throw invalidImage();
    if (!withinPixelLimit(width, height)) {
      throw new ValidationError({ company_image: [COMPANY_MESSAGES.imageTooManyPixels] });
    }
    if (Math.max(width, height) <= COMPANY_IMAGE_STORED_SIDE) {
      await sharp(data, options).raw().toBuffer();
      return { ...kind, data };
    }
    const scaled = await sharp(data, options)
      .rotate()
      .resize({
        width: COMPANY_IMAGE_STORED_SIDE,
        height: COMPANY_IMAGE_STORED_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .toFormat(format as "png" | "jpeg" | "webp")
      .toBuffer();
    return { ...kind, data: scaled };
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw invalidImage();
  }
}

/** Replaces the company's logo; the new one gets a new name, so caches never serve the old one. */
export async function storeCompanyImage(db: Database, companyId: number, data: Buffer) {
  const checked = await checkImage(data);
  const image = {
    token: randomBytes(16).toString("hex"),
    contentType: checked.contentType,
    extension: checked.extension,
    data: checked.data,
    createdAt: new Date(),
  };
  // The conflict leaves the company as it is (a distributed database refuses to set it).
  await db
    .insert(companyImage)
    .values({ companyId, ...image })
    .onConflictDoUpdate({ target: companyImage.companyId, set: image });
}

export async function removeCompanyImage(db: Database, companyId: number) {
  await db.delete(companyImage).where(eq(companyImage.companyId, companyId));
}

/**
 * The company's logo, or the one a public name names: its token within its company (the name's,
 * or for a name given before names carried their company, the one migration 0029 listed).
 */
export async function findCompanyImage(
  db: Database,
  where: { companyId: number } | { companyId?: number; token: string },
) {
  const companyId =
    where.companyId ??
    ("token" in where ? await legacyLinkCompany(db, "company_image", where.token) : undefined);
  if (companyId === undefined) throw notFound();
  const [image] = await db
    .select()
    .from(companyImage)
    .where(
      and(
        eq(companyImage.companyId, companyId),
        "token" in where ? eq(companyImage.token, where.token) : undefined,
      ),
    );
  if (!image) throw notFound();
  return image;
}

/**
 * A logo's public name: its company's id and its token (32 hex digits), and an extension of a
 * stored format. Names given before the company was part of them are the token alone.
 */
const PUBLIC_NAME = /^(?:(\d{1,15})-)?([0-9a-f]{32})(?:\.(png|jpg|webp))?$/;

/** What a public name names, or `undefined` for any other text (which can then name no logo). */
export function companyImageName(file: string): { companyId?: number; token: string } | undefined {
  const match = PUBLIC_NAME.exec(file);
  if (!match) return undefined;
  return match[1] === undefined
    ? { token: match[2] }
    : { companyId: Number(match[1]), token: match[2] };
}

export const companyImagePath = (image: { companyId: number; token: string; extension: string }) =>
  `/media/company-image/${image.companyId}-${image.token}.${image.extension}`;
