import { drfErrorMap, NON_FIELD_ERRORS, toFieldErrors } from "@tempus/contract";
import type { FieldErrors, FieldValues, Path, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * The one way a form checks what it sends: react-hook-form's resolver over the
 * contract's write schema of the call. `toBody` turns the form's values into the
 * request body (each field converted by its type); the schema checks that body
 * with the server's own rules and DRF messages; a message that names no field of
 * the form is the form's `root` error, shown above it. Valid values reach
 * `handleSubmit` as the body to send.
 */
export function contractResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S | undefined,
  toBody: (values: Values) => Record<string, unknown>,
): Resolver<Values, unknown, z.input<S>> {
  return async (values) => {
    const body = toBody(values);
    const result = schema?.safeParse(body, { error: drfErrorMap });
    if (!result || result.success) return { values: body as z.input<S>, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    const general: string[] = [];
    for (const [field, messages] of Object.entries(toFieldErrors(result.error.issues, body))) {
      if (field === NON_FIELD_ERRORS || !(field in values)) general.push(...messages);
      else errors[field] = { type: "contract", message: messages.join(" ") };
    }
    if (general.length > 0) errors.root = { type: "contract", message: general.join(" ") };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * `resolver`, after the fields of `names` left empty: each says `message` (the
 * app's "required", in its language) and nothing is checked or sent until they
 * are filled. A resolver replaces react-hook-form's own field rules.
 */
export function requiring<V extends FieldValues, B>(
  names: readonly Path<V>[],
  message: string,
  resolver: Resolver<V, unknown, B>,
): Resolver<V, unknown, B> {
  return (values, context, options) => {
    const missing = names.filter((name) => values[name] === "" || values[name] === undefined);
    if (missing.length === 0) return resolver(values, context, options);
    const error = { type: "required", message };
    const errors = Object.fromEntries(missing.map((name) => [name, error]));
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** Whether a submit was refused by the contract's schema (not by a field left empty). */
export const refusedByContract = (errors: FieldErrors) =>
  Object.values(errors).some((error) => error?.type === "contract");
