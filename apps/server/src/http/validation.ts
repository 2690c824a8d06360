import { drfErrorMap, FIELD_MESSAGES, type FieldErrors, toFieldErrors } from "@tempus/contract";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { ValidationError } from "../core/errors.ts";
import { containsNullCharacter } from "./limits.ts";

/**
 * DRF's ProhibitNullCharactersValidator on every text field: PostgreSQL cannot
 * store U+0000 in text, so such a value is refused at its top-level field
 * (also when it sits in a list or object under that field).
 */
function nullCharacterErrors(data: unknown): FieldErrors | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const fields = Object.entries(data).filter(([, value]) => containsNullCharacter(value));
  if (fields.length === 0) return undefined;
  return Object.fromEntries(fields.map(([field]) => [field, [FIELD_MESSAGES.nullCharacters]]));
}

/**
 * Validates params, query and body with the contract's zod schemas and turns a
 * failure into DRF's `{"field": ["message"]}` body.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // Queries keep theirs: the search drops NUL bytes, as DRF's SearchFilter does.
    const nulls = httpPart === "body" ? nullCharacterErrors(data) : undefined;
    if (nulls) return { error: new ValidationError(nulls) };
    // Fastify hands a request without a body to the validator as null: a route whose body is
    // optional takes it as absent (a required one still answers "No data provided").
    const value = httpPart === "body" && data === null ? undefined : data;
    const result = schema.safeParse(value, { error: drfErrorMap });
    if (result.success) return { value: result.data };
    return { error: new ValidationError(toFieldErrors(result.error.issues, value)) };
  };

/** Parses a value in a handler with the same DRF-shaped errors. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const nulls = nullCharacterErrors(data);
  if (nulls) throw new ValidationError(nulls);
  const result = schema.safeParse(data, { error: drfErrorMap });
  if (!result.success) throw new ValidationError(toFieldErrors(result.error.issues, data));
  return result.data;
}
