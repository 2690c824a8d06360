import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from "@tempus/contract";
import type { FastifyRequest } from "fastify";
import { ValidationError } from "../../core/errors.ts";
import { multipartHttpError } from "../../http/limits.ts";

/**
 * The uploaded export file: a multipart form whose field `file` carries it (at most
 * IMPORT_MAX_BYTES); other parts are read and dropped.
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new ValidationError({ file: [IMPORT_MESSAGES.fileRequired] });
  let upload: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES } })) {
      if (part.type !== "file") continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === "file") upload = { fileName: part.filename ?? "", bytes };
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new ValidationError({ file: [IMPORT_MESSAGES.fileTooLarge] });
    throw multipartHttpError(error);
  }
  if (!upload || upload.bytes.length === 0)
    throw new ValidationError({ file: [IMPORT_MESSAGES.fileRequired] });
  return upload;
}
