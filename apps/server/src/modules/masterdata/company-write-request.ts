import { COMPANY_IMAGE_MAX_BYTES, COMPANY_MESSAGES, CompanyWriteSchema } from "@tempus/contract";
import type { FastifyRequest } from "fastify";
import { readFormBody } from "../../http/form-body.ts";
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
  const body = await readFormBody(request, {
    field: "company_image",
    maxBytes: COMPANY_IMAGE_MAX_BYTES,
    tooLarge: COMPANY_MESSAGES.imageTooLarge,
  });
  const fields = body.multipart
    ? Object.fromEntries(
        Object.entries(body.fields).map(([name, value]) => [
          name,
          fromFormValue(name, String(value)),
        ]),
      )
    : body.fields;
  const schema = options.requireName
    ? CompanyWriteSchema.required({ name: true })
    : CompanyWriteSchema;
  const changes = parseOrThrow(schema, fields);
  return { changes, image: body.file };
}
