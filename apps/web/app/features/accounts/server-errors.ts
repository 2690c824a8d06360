import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorBody } from "../../lib/api-client.ts";

/**
 * Puts each server message at its field; what belongs to no field of the form
 * (non_field_errors, detail, a token) comes back to be shown above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string[] {
  const body = errorBody(error);
  const general: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const messages = Array.isArray(value)
      ? value.map(String)
      : typeof value === "string"
        ? [value]
        : [];
    if (key === "code" || key === "messages") continue;
    if ((fields as readonly string[]).includes(key)) {
      setError(key as Path<T>, { type: "server", message: messages.join(" ") });
    } else {
      general.push(...messages);
    }
  }
  return general.length > 0 || Object.keys(body).length > 0 ? general : [fallback];
}
