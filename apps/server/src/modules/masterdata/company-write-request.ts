import { COMPANY_IMAGE_MAX_BYTES, COMPANY_MESSAGES, CompanyWriteSchema } from "@tempus/contract";
import type { FastifyRequest } from "fastify";
import { ValidationError } from "../../core/errors.ts";
import { multipartHttpError } from "../../http/limits.ts";
import { parseOrThrow } from "../../http/validation.ts";
import type { CompanyWriteRequest } from "./update-company-info.ts";

const NULLABLE_IN_FORMS = new Set([
  "default_hourly_rate",
  "default_tax_rate",
  "cash_discount_days",
  "cash_discount_percent",
  "late_payment_rate",
]);
const BOOLEANS_IN_FORMS = new Set(["setup_completed"]);

/** Form values are strings: read them as the JSON body would carry them. */
function fromFormValue(name: string, value: string): unknown {
  if (NULLABLE_IN_FORMS.has(name) && value === "") return null;
  if (BOOLEANS_IN_FORMS.has(name)) {
    if (["true", "True", "1", "on"].includes(value)) return true;
    if (["false", "False", "0", "off", ""].includes(value)) return false;
  }
  return value;
}

/**
 * Reads a company write as JSON or as multipart (the web app sends the logo
 * with `id`, `name` and `company_image`), with the same validation either way.
 */
export async function readCompanyWrite(
  request: FastifyRequest,
  options: { requireName: boolean },
): Promise<CompanyWriteRequest> {
  let fields: Record<string, unknown>;
  let image: Buffer | null | undefined;
  if (request.isMultipart()) {
    fields = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: COMPANY_IMAGE_MAX_BYTES } })) {
        if (part.type === "file") {
          if (part.fieldname === "company_image") image = await part.toBuffer();
          else await part.toBuffer();
        } else if (part.fieldname === "company_image") {
          if (String(part.value) === "") image = null;
        } else {
          fields[part.fieldname] = fromFormValue(part.fieldname, String(part.value));
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw new ValidationError({ company_image: [COMPANY_MESSAGES.imageTooLarge] });
      }
      throw multipartHttpError(error);
    }
  } else {
    const body = request.body;
    fields =
      body && typeof body === "object" && !Array.isArray(body) ? { ...body } : (body as never);
    if (fields && typeof fields === "object" && "company_image" in fields) {
      if (fields.company_image !== null) {
        throw new ValidationError({
          company_image: [
            "The submitted data was not a file. Check the encoding type on the form.",
          ],
        });
      }
      image = null;
    }
  }
  const schema = options.requireName
    ? CompanyWriteSchema.required({ name: true })
    : CompanyWriteSchema;
  const changes = parseOrThrow(schema, fields);
  return { changes, image };
}
