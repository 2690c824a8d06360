import {
  drfErrorMap,
  type InvoiceLanguage,
  InvoiceWriteSchema,
  ManualLineWriteSchema,
  toFieldErrors,
} from "@tempus/contract";
import type { InvoiceDetail, InvoiceWriteBody } from "./api.ts";
import { previousMonth } from "./format.ts";

/** A manual line as the form holds it: every value as typed. */
export interface ManualLineValues {
  key: number;
  description: string;
  quantity: string;
  unit_code: "HUR" | "C62" | "DAY";
  unit_price: string;
  tax_rate: string;
}

/** A draft's parameters as the form holds them. */
export interface DraftValues {
  debtor: string;
  service_from: string;
  service_until: string;
  grouping: InvoiceWriteBody["grouping"] & string;
  projects: number[];
  currency: string;
  tax_rate: string;
  language: InvoiceLanguage;
  notes: string;
  include_time: boolean;
  manual_lines: ManualLineValues[];
}

/** The fields a server's (or the schema's) message can be shown at. */
export const DRAFT_FIELDS = [
  "debtor",
  "service_from",
  "service_until",
  "grouping",
  "projects",
  "currency",
  "tax_rate",
  "language",
  "notes",
  "include_time",
  "manual_lines",
] as const;

let nextKey = 1;
export const newManualLine = (): ManualLineValues => ({
  key: nextKey++,
  description: "",
  quantity: "1",
  unit_code: "C62",
  unit_price: "",
  tax_rate: "",
});

/** A new draft: the previous month, one line per project, the language of the page. */
export function emptyDraft(debtor: string, language: string): DraftValues {
  const period = previousMonth();
  return {
    debtor,
    service_from: period.from,
    service_until: period.until,
    grouping: "project",
    projects: [],
    currency: "",
    tax_rate: "",
    language: language === "de" ? "de" : "en",
    notes: "",
    include_time: true,
    manual_lines: [],
  };
}

/**
 * A saved draft's parameters. Lines without time logs are its manual lines; a
 * draft whose lines all are manual was made without time.
 */
export function draftValues(invoice: InvoiceDetail): DraftValues {
  const manual = invoice.lines.filter((line) => line.time_logs.length === 0);
  return {
    debtor: String(invoice.debtor),
    service_from: invoice.service_from,
    service_until: invoice.service_until,
    grouping: invoice.grouping,
    projects: invoice.projects,
    currency: invoice.currency,
    tax_rate: invoice.tax_rate,
    language: invoice.language,
    notes: invoice.notes,
    include_time: manual.length < invoice.lines.length,
    manual_lines: manual.map((line) => ({
      key: nextKey++,
      description: line.description,
      quantity: line.quantity,
      unit_code: line.unit_code as ManualLineValues["unit_code"],
      unit_price: line.unit_price,
      tax_rate:
        line.tax_rate === invoice.tax_rate || !["S", "Z"].includes(line.tax_category)
          ? ""
          : line.tax_rate,
    })),
  };
}

/** The request body of the form's values. */
export function draftBody(values: DraftValues): InvoiceWriteBody {
  return {
    debtor: values.debtor === "" ? (null as unknown as number) : Number(values.debtor),
    service_from: values.service_from,
    service_until: values.service_until,
    grouping: values.grouping,
    projects: values.projects,
    ...(values.currency ? { currency: values.currency } : {}),
    ...(values.tax_rate.trim() ? { tax_rate: values.tax_rate.trim() } : {}),
    language: values.language,
    notes: values.notes,
    include_time: values.include_time,
    manual_lines: values.manual_lines.map(manualBody),
  };
}

/** One manual line as the API takes it; an empty VAT rate is the invoice's. */
const manualBody = (line: ManualLineValues) => ({
  description: line.description,
  quantity: line.quantity.trim(),
  unit_code: line.unit_code,
  unit_price: line.unit_price.trim(),
  ...(line.tax_rate.trim() ? { tax_rate: line.tax_rate.trim() } : {}),
});

/** The contract's messages for each manual line, by line key and field. */
export function manualLineErrors(
  lines: ManualLineValues[],
): Record<number, Record<string, string>> {
  const errors: Record<number, Record<string, string>> = {};
  for (const line of lines) {
    const body = manualBody(line);
    const result = ManualLineWriteSchema.safeParse(body, { error: drfErrorMap });
    if (result.success) continue;
    errors[line.key] = Object.fromEntries(
      Object.entries(toFieldErrors(result.error.issues, body)).map(([field, messages]) => [
        field,
        messages.join(" "),
      ]),
    );
  }
  return errors;
}

/** The body when the contract accepts it (no half-typed value), else null: nothing to preview. */
export function completeBody(values: DraftValues): InvoiceWriteBody | null {
  const body = draftBody(values);
  return InvoiceWriteSchema.safeParse(body).success && values.service_until >= values.service_from
    ? body
    : null;
}
