import { drfErrorMap, toFieldErrors } from "@tempus/contract";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { ValidationError } from "./errors.ts";

/**
 * Validates params, query and body with the contract's zod schemas and turns a
 * failure into DRF's `{"field": ["message"]}` body.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: drfErrorMap });
    if (result.success) return { value: result.data };
    return { error: new ValidationError(toFieldErrors(result.error.issues, data)) };
  };

/** Parses a value in a handler with the same DRF-shaped errors. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data, { error: drfErrorMap });
  if (!result.success) throw new ValidationError(toFieldErrors(result.error.issues, data));
  return result.data;
}
