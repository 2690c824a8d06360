import type { FastifyRequest } from "fastify";
import { ValidationError } from "../core/errors.ts";
import { multipartHttpError } from "./limits.ts";

/** What a write with a file sent: its fields, and the file (null: sent empty to remove it). */
export interface FormBody {
  /** Multipart: every value is the string the form sent. JSON: the body as parsed. */
  fields: Record<string, unknown>;
  multipart: boolean;
  /** The file's bytes; null when the field was sent empty (or null in JSON); undefined when absent. */
  file: Buffer | null | undefined;
}

/**
 * A write's body as DRF's parsers read it: JSON, or a multipart form whose field `file.field`
 * carries one file of at most `file.maxBytes` (a larger one is refused at that field with
 * `file.tooLarge`). Other files are read and dropped; a JSON body can only clear the file (null).
 */
export async function readFormBody(
  request: FastifyRequest,
  file: { field: string; maxBytes: number; tooLarge: string },
): Promise<FormBody> {
  if (request.isMultipart()) {
    const fields: Record<string, unknown> = {};
    let bytes: Buffer | null | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: file.maxBytes } })) {
        if (part.type === "file") {
          if (part.fieldname === file.field) bytes = await part.toBuffer();
          else await part.toBuffer();
        } else if (part.fieldname === file.field) {
          if (String(part.value) === "") bytes = null;
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw new ValidationError({ [file.field]: [file.tooLarge] });
      }
      throw multipartHttpError(error);
    }
    return { fields, multipart: true, file: bytes };
  }
  const body = request.body;
  // Anything but an object is left for the schema to refuse as DRF does ("Invalid data…").
  const fields: Record<string, unknown> =
    body && typeof body === "object" && !Array.isArray(body) ? { ...body } : (body as never);
  if (fields && typeof fields === "object" && file.field in fields) {
    if (fields[file.field] !== null) {
      throw new ValidationError({
        [file.field]: ["The submitted data was not a file. Check the encoding type on the form."],
      });
    }
    return { fields, multipart: false, file: null };
  }
  return { fields, multipart: false, file: undefined };
}
