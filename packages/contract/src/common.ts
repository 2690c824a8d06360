import { z } from "zod";
import { FIELD_MESSAGES } from "./messages.ts";

/** `{"detail": "..."}`: the body of every non-validation error. */
export const DetailSchema = z.object({ detail: z.string() }).meta({ id: "Detail" });

/** A 400 body: field name (or `non_field_errors`) to a list of messages. */
export const ValidationErrorSchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: "ValidationError" });

/** The DRF page envelope around a list of `item`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const IdParamsSchema = z.object({ id: z.string() });

/** The largest key a table has (PostgreSQL `integer`). */
export const MAX_PK = 2_147_483_647;

/** A primary-key reference as DRF's PrimaryKeyRelatedField reads it (a number or a string of digits). */
export const pk = z.unknown().transform((value, context) => {
  if (value === undefined) {
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.required });
    return z.NEVER;
  }
  if (value === null) {
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.notNull });
    return z.NEVER;
  }
  const number = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < 1) {
    const type = typeof value === "string" ? "str" : Array.isArray(value) ? "list" : typeof value;
    context.addIssue({
      code: "custom",
      message: `Incorrect type. Expected pk value, received ${type}.`,
    });
    return z.NEVER;
  }
  // Past PostgreSQL's integer no row has this key: DRF (Django 5) finds nothing for it.
  if (number > MAX_PK) {
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidPk(String(value)) });
    return z.NEVER;
  }
  return number;
});
