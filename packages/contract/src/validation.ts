import type { z } from "zod";
import { FIELD_MESSAGES } from "./messages.ts";

export const NON_FIELD_ERRORS = "non_field_errors";

/** A 400 body as DRF writes it: field (or `non_field_errors`) to messages. */
export type FieldErrors = Record<string, string[]>;

type Issue = z.core.$ZodRawIssue;

function typeMessage(issue: Issue & { code: "invalid_type" }): string {
  switch (issue.expected) {
    case "int":
      return FIELD_MESSAGES.invalidInteger;
    case "number":
    case "bigint":
      return FIELD_MESSAGES.invalidNumber;
    case "boolean":
      return FIELD_MESSAGES.invalidBoolean;
    case "string":
      return "Not a valid string.";
    case "date":
      return FIELD_MESSAGES.invalidDatetime;
    default:
      return `Expected ${issue.expected}.`;
  }
}

/**
 * A zod error map that speaks Django REST Framework: pass it as `error` to
 * `safeParse` so every issue carries the message DRF would send.
 */
export function drfErrorMap(issue: Issue): string | undefined {
  if (issue.code === "invalid_type" || issue.code === "invalid_value") {
    if (issue.input === undefined) return FIELD_MESSAGES.required;
    if (issue.input === null) return FIELD_MESSAGES.notNull;
  }
  switch (issue.code) {
    case "invalid_type":
      return typeMessage(issue);
    case "too_small":
      if (issue.origin === "string" && issue.minimum === 1) return FIELD_MESSAGES.notBlank;
      if (issue.origin === "string") {
        return `Ensure this field has at least ${issue.minimum} characters.`;
      }
      if (issue.origin === "number" || issue.origin === "int") {
        return `Ensure this value is greater than or equal to ${issue.minimum}.`;
      }
      return undefined;
    case "too_big":
      if (issue.origin === "string") return FIELD_MESSAGES.maxLength(Number(issue.maximum));
      if (issue.origin === "number" || issue.origin === "int") {
        return `Ensure this value is less than or equal to ${issue.maximum}.`;
      }
      return undefined;
    case "invalid_format":
      if (issue.format === "email") return FIELD_MESSAGES.invalidEmail;
      if (issue.format === "datetime") return FIELD_MESSAGES.invalidDatetime;
      return undefined;
    case "invalid_value":
      return FIELD_MESSAGES.invalidChoice(String(issue.input));
    default:
      return undefined;
  }
}

function describeNonObject(input: unknown): string {
  if (Array.isArray(input)) return "list";
  if (typeof input === "string") return "str";
  if (typeof input === "boolean") return "bool";
  if (typeof input === "number") return Number.isInteger(input) ? "int" : "float";
  return typeof input;
}

/** Groups zod issues by their first path segment, as DRF groups errors by field. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.path.length === 0 && issue.code === "invalid_type" && issue.expected === "object") {
      const message =
        input === null || input === undefined
          ? "No data provided"
          : FIELD_MESSAGES.notADictionary(describeNonObject(input));
      return { [NON_FIELD_ERRORS]: [message] };
    }
    const field = issue.path.length === 0 ? NON_FIELD_ERRORS : String(issue.path[0]);
    errors[field] ??= [];
    if (!errors[field].includes(issue.message)) errors[field].push(issue.message);
  }
  return errors;
}
