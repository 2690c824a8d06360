import { z } from "zod";
import { isCalendarDate } from "./filters.ts";
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
      if (issue.format === "date") return FIELD_MESSAGES.invalidDate;
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

/**
 * DRF's DateField: `YYYY-MM-DD` of a day that exists, in Python's years 1 to
 * 9999 (PostgreSQL refuses the year 0 that the ISO pattern allows).
 */
export function dateField() {
  return z.iso.date().refine(isCalendarDate, { message: FIELD_MESSAGES.invalidDate });
}

/** DRF's limit on the text of a number (`MAX_STRING_LENGTH`). */
const MAX_NUMBER_TEXT = 1000;
/** PostgreSQL's `integer`, the range Django's IntegerField validates a model field against. */
const INTEGER_MIN = -2_147_483_648;
const INTEGER_MAX = 2_147_483_647;

type Context = z.core.$RefinementCtx;

function fail(context: Context, message: string): typeof z.NEVER {
  context.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** `undefined` and `null` as DRF's `validate_empty_values` answers them. */
function emptyMessage(value: unknown): string | undefined {
  if (value === undefined) return FIELD_MESSAGES.required;
  if (value === null) return FIELD_MESSAGES.notNull;
  return undefined;
}

/** Python's str() of the value, trimmed; undefined for what is no number's text (True, a list, a dict). */
function numberText(value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  return String(value).trim();
}

const DECIMAL = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?$/;

/** A decimal number as Python's `Decimal` holds it: sign, coefficient digits, exponent. */
function parseDecimal(text: string) {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole = "", fraction = "", bareFraction, exponentText = "0"] = match;
  const fractionDigits = bareFraction ?? fraction;
  const digits = `${whole}${fractionDigits}`.replace(/^0+(?=\d)/, "");
  const exponent = Number(exponentText) - fractionDigits.length;
  return { negative: sign === "-", digits, exponent };
}

export interface DecimalFieldOptions {
  /** The column's precision: digits in total. */
  maxDigits: number;
  /** The column's scale: digits after the point. */
  decimalPlaces: number;
  /** The smallest value allowed (DRF's `min_value`), if any. */
  min?: number;
}

/**
 * DRF's DecimalField: a number or a numeric string, checked against the
 * column's digits in DRF's order ("A valid number is required.", digits in
 * total, decimal places, digits before the point), then `min`. The output is
 * the value quantized to `decimalPlaces`, as a string ("72.50").
 */
export function decimalField({ maxDigits, decimalPlaces, min }: DecimalFieldOptions) {
  const maxWholeDigits = maxDigits - decimalPlaces;
  return z
    .unknown()
    .transform((value, context): string => {
      const empty = emptyMessage(value);
      if (empty) return fail(context, empty);
      const text = numberText(value);
      if (text === undefined) return fail(context, FIELD_MESSAGES.invalidNumber);
      if (text.length > MAX_NUMBER_TEXT) return fail(context, FIELD_MESSAGES.stringTooLarge);
      const decimal = parseDecimal(text);
      if (!decimal) return fail(context, FIELD_MESSAGES.invalidNumber);
      const { negative, digits, exponent } = decimal;
      // DRF's validate_precision, case by case.
      let total: number;
      let whole: number;
      let places: number;
      if (exponent >= 0) {
        total = digits.length + exponent;
        whole = total;
        places = 0;
      } else if (digits.length > -exponent) {
        total = digits.length;
        whole = total + exponent;
        places = -exponent;
      } else {
        total = -exponent;
        whole = 0;
        places = total;
      }
      if (total > maxDigits) return fail(context, FIELD_MESSAGES.maxDigits(maxDigits));
      if (places > decimalPlaces) {
        return fail(context, FIELD_MESSAGES.maxDecimalPlaces(decimalPlaces));
      }
      if (whole > maxWholeDigits)
        return fail(context, FIELD_MESSAGES.maxWholeDigits(maxWholeDigits));
      // Within the limits the digits fit the column exactly: write them out at its scale.
      const padded = digits.padEnd(digits.length + Math.max(exponent, 0), "0");
      const scale = Math.max(-exponent, 0);
      const allDigits = padded.padStart(scale + 1, "0");
      const integerPart = allDigits.slice(0, allDigits.length - scale).replace(/^0+(?=\d)/, "");
      const fractionPart = allDigits.slice(allDigits.length - scale).padEnd(decimalPlaces, "0");
      const isZero = /^0*$/.test(digits);
      const quantized = `${negative && !isZero ? "-" : ""}${integerPart}${
        decimalPlaces > 0 ? `.${fractionPart}` : ""
      }`;
      if (min !== undefined && Number(quantized) < min) {
        return fail(context, FIELD_MESSAGES.minValue(min));
      }
      return quantized;
    })
    .meta({
      type: ["string", "number"],
      description: `A decimal: at most ${maxDigits} digits, ${decimalPlaces} after the point${
        min === undefined ? "" : `, at least ${min}`
      }.`,
    });
}

export interface IntegerFieldOptions {
  min?: number;
  max?: number;
}

/**
 * DRF's IntegerField on a PostgreSQL `integer`: a whole number or its text
 * ("12", "12.0"); anything else is "A valid integer is required.". `min` and
 * `max` default to the column's range.
 */
export function integerField({ min = INTEGER_MIN, max = INTEGER_MAX }: IntegerFieldOptions = {}) {
  return z
    .unknown()
    .transform((value, context): number => {
      const empty = emptyMessage(value);
      if (empty) return fail(context, empty);
      const text = numberText(value);
      if (text === undefined) return fail(context, FIELD_MESSAGES.invalidInteger);
      if (typeof value === "string" && text.length > MAX_NUMBER_TEXT) {
        return fail(context, FIELD_MESSAGES.stringTooLarge);
      }
      const integerText = typeof value === "number" ? text : text.replace(/\.0*\s*$/, "");
      if (!/^[+-]?\d+$/.test(integerText)) return fail(context, FIELD_MESSAGES.invalidInteger);
      const number = Number(integerText);
      if (number < min) return fail(context, FIELD_MESSAGES.minValue(min));
      if (number > max) return fail(context, FIELD_MESSAGES.maxValue(max));
      return number;
    })
    .meta({ type: "integer", minimum: min, maximum: max });
}
