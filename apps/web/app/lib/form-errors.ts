import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { errorBody } from "./api-client.ts";

/**
 * The one mapping of a failed call (or a body the contract's schema refused
 * before sending) onto a form: each message of one of `fields` goes to that
 * field, the rest (non_field_errors, detail, a token) is shown above the form;
 * an answer without any message gives `fallback`.
 */
export function splitErrors(
  error: unknown,
  fields: readonly string[],
  fallback: string,
): { atFields: Record<string, string>; general: string[] } {
  const body = errorBody(error);
  const atFields: Record<string, string> = {};
  const general: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === "code" || key === "messages") continue;
    const messages = Array.isArray(value)
      ? value.map(String)
      : typeof value === "string"
        ? [value]
        : [];
    if (fields.includes(key)) atFields[key] = messages.join(" ");
    else general.push(...messages);
  }
  const hasAny = general.length > 0 || Object.keys(body).length > 0;
  return { atFields, general: hasAny ? general : [fallback] };
}

/** `splitErrors` for a react-hook-form form: field messages through `setError`, the rest returned. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string[] {
  const { atFields, general } = splitErrors(error, fields, fallback);
  for (const [key, message] of Object.entries(atFields)) {
    setError(key as Path<T>, { type: "server", message });
  }
  return general;
}
