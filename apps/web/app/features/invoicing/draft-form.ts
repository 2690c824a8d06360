import {
  drfErrorMap,
  INVOICE_LANGUAGES,
  INVOICE_MESSAGES,
  type InvoiceLanguage,
  InvoiceWriteSchema,
  ManualLineWriteSchema,
  type TaxCategory,
  type TaxTreatment,
  toFieldErrors,
} from "@tempus/contract";
import { readDecimal, showDecimal } from "../../lib/decimal-input.ts";
import type { InvoiceDetail, InvoiceWriteBody } from "./api.ts";
import { previousMonth } from "./format.ts";

/** The VAT categories that charge no VAT and name a reason (BT-120). */
export const NO_VAT_CATEGORIES: readonly TaxCategory[] = ["E", "AE", "K", "G", "O"];
/** Whether a line of this category (or "", the debtor's) takes a VAT rate of its own. */
export const takesRate = (category: TaxCategory | "") => category === "" || category === "S";
/** Whether a line of this category names why it charges no VAT. */
export const takesReason = (category: TaxCategory | "") =>
  category !== "" && NO_VAT_CATEGORIES.includes(category);

/** A manual line as the form holds it: every value as typed; category "" is the debtor's. */
export interface ManualLineValues {
  key: number;
  description: string;
  quantity: string;
  unit_code: "HUR" | "C62" | "DAY";
  unit_price: string;
  tax_rate: string;
  tax_category: TaxCategory | "";
  exemption_reason: string;
}

/** A draft's parameters as the form holds them. */
export interface DraftValues {
  debtor: string;
  type_code: "380" | "386";
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
  /** The advance invoices a final invoice deducts. */
  advance_invoices: number[];
  /** "" : the debtor's buyer reference. */
  buyer_reference: string;
  order_reference: string;
  contract_reference: string;
  project_reference: string;
  /** Both empty: no cash discount. */
  cash_discount_days: string;
  cash_discount_percent: string;
}

/** The fields a server's (or the schema's) message can be shown at. */
export const DRAFT_FIELDS = [
  "debtor",
  "type_code",
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
  "advance_invoices",
  "buyer_reference",
  "order_reference",
  "contract_reference",
  "project_reference",
  "cash_discount_days",
  "cash_discount_percent",
] as const;

let nextKey = 1;
export const newManualLine = (): ManualLineValues => ({
  key: nextKey++,
  description: "",
  quantity: "1",
  unit_code: "C62",
  unit_price: "",
  tax_rate: "",
  tax_category: "",
  exemption_reason: "",
});

/** A debtor's unbilled logs' days, else the previous month: the period a new invoice covers. */
export function unbilledPeriod(
  debtor: { unbilled_from: string | null; unbilled_until: string | null } | undefined,
  now = new Date(),
): { from: string; until: string } {
  return debtor?.unbilled_from && debtor.unbilled_until
    ? { from: debtor.unbilled_from, until: debtor.unbilled_until }
    : previousMonth(now);
}

/** What a new draft starts from besides the debtor: its period and the company's cash discount. */
export interface DraftDefaults {
  period?: { from: string; until: string };
  cashDiscount?: { days?: number | null; percent?: string | null };
}

/** A new invoice: the given period (else the previous month), one line per project, the language of the page. */
export function emptyDraft(
  debtor: string,
  language: string,
  defaults: DraftDefaults = {},
): DraftValues {
  const period = defaults.period ?? previousMonth();
  return {
    debtor,
    type_code: "380",
    service_from: period.from,
    service_until: period.until,
    grouping: "project",
    projects: [],
    currency: "",
    tax_rate: "",
    language: (INVOICE_LANGUAGES as readonly string[]).includes(language)
      ? (language as InvoiceLanguage)
      : "en",
    notes: "",
    include_time: true,
    manual_lines: [],
    advance_invoices: [],
    buyer_reference: "",
    order_reference: "",
    contract_reference: "",
    project_reference: "",
    cash_discount_days: String(defaults.cashDiscount?.days ?? ""),
    cash_discount_percent: showDecimal(defaults.cashDiscount?.percent ?? "", language),
  };
}

/**
 * The category a line without its own gets, as the server gives it: from the
 * debtor's tax treatment, every line E for a small business, Z at 0 %.
 */
export function defaultCategory(
  treatment: TaxTreatment,
  smallBusiness: boolean,
  rate: string,
): TaxCategory {
  if (treatment === "outside_scope") return "O";
  if (smallBusiness) return "E";
  const byTreatment: Partial<Record<TaxTreatment, TaxCategory>> = {
    reverse_charge: "AE",
    exempt: "E",
    intra_community: "K",
    export: "G",
  };
  return byTreatment[treatment] ?? (Number(rate) === 0 ? "Z" : "S");
}

/** What a saved draft's lines are read against: the debtor's treatment and the company's regime. */
export interface DraftContext {
  /** The language the user types numbers in (its decimal mark shows in the fields). */
  inputLanguage?: string;
  treatment?: TaxTreatment;
  smallBusiness?: boolean;
  /** The debtor's reason for exempt supplies (category E). */
  exemptionReason?: string;
}

/**
 * A saved draft's parameters. Lines without time logs are its manual lines; a
 * draft whose lines all are manual was made without time. A manual line's
 * category, rate and reason are shown as the defaults (empty) where they are
 * what the debtor's treatment, the invoice's rate and the category give.
 */
export function draftValues(invoice: InvoiceDetail, context: DraftContext = {}): DraftValues {
  const shown = (value: string) => showDecimal(value, context.inputLanguage ?? "en");
  const manual = invoice.lines.filter((line) => line.time_logs.length === 0);
  const timeReasons = new Set(
    invoice.lines
      .filter((line) => line.time_logs.length > 0)
      .map((line) => `${line.tax_category}/${line.exemption_reason}`),
  );
  return {
    debtor: String(invoice.debtor),
    type_code: invoice.type_code === "386" ? "386" : "380",
    service_from: invoice.service_from,
    service_until: invoice.service_until,
    grouping: invoice.grouping,
    projects: invoice.projects,
    currency: invoice.currency,
    tax_rate: shown(invoice.tax_rate),
    language: invoice.language,
    notes: invoice.notes,
    include_time: manual.length < invoice.lines.length,
    manual_lines: manual.map((line) => {
      const isDefault =
        context.treatment !== undefined &&
        line.tax_category ===
          defaultCategory(context.treatment, context.smallBusiness ?? false, line.tax_rate);
      const category = isDefault ? "" : line.tax_category;
      const defaultReason =
        timeReasons.has(`${line.tax_category}/${line.exemption_reason}`) ||
        (line.tax_category === "E" && line.exemption_reason === context.exemptionReason);
      return {
        key: nextKey++,
        description: line.description,
        quantity: shown(line.quantity),
        unit_code: line.unit_code as ManualLineValues["unit_code"],
        unit_price: shown(line.unit_price),
        tax_rate:
          line.tax_rate === invoice.tax_rate || !["S", "Z"].includes(line.tax_category)
            ? ""
            : shown(line.tax_rate),
        tax_category: category,
        exemption_reason: takesReason(category) && !defaultReason ? line.exemption_reason : "",
      };
    }),
    advance_invoices: invoice.advance_invoices,
    buyer_reference: invoice.buyer_reference ?? "",
    order_reference: invoice.order_reference,
    contract_reference: invoice.contract_reference,
    project_reference: invoice.project_reference,
    cash_discount_days:
      invoice.cash_discount_days === null ? "" : String(invoice.cash_discount_days),
    cash_discount_percent: shown(invoice.cash_discount_percent ?? ""),
  };
}

/**
 * The request body of the form's values (numbers as typed in `language`); an advance invoice
 * bills its manual lines only.
 */
export function draftBody(values: DraftValues, language = "en"): InvoiceWriteBody {
  const decimal = (text: string) => readDecimal(text, language);
  const advance = values.type_code === "386";
  return {
    debtor: values.debtor === "" ? (null as unknown as number) : Number(values.debtor),
    type_code: values.type_code,
    service_from: values.service_from,
    service_until: values.service_until,
    grouping: values.grouping,
    projects: values.projects,
    ...(values.currency ? { currency: values.currency } : {}),
    ...(values.tax_rate.trim() ? { tax_rate: decimal(values.tax_rate) } : {}),
    language: values.language,
    notes: values.notes,
    include_time: advance ? false : values.include_time,
    manual_lines: values.manual_lines.map((line) => manualBody(line, language)),
    advance_invoices: advance ? [] : values.advance_invoices,
    buyer_reference: values.buyer_reference.trim() || null,
    order_reference: values.order_reference.trim(),
    contract_reference: values.contract_reference.trim(),
    project_reference: values.project_reference.trim(),
    cash_discount_days: values.cash_discount_days.trim() || null,
    cash_discount_percent: values.cash_discount_percent.trim()
      ? decimal(values.cash_discount_percent)
      : null,
  };
}

/**
 * One manual line as the API takes it: an empty VAT rate is the invoice's, an
 * empty category the debtor's, an empty reason the category's legal sentence.
 */
const manualBody = (line: ManualLineValues, language: string) => ({
  description: line.description,
  quantity: readDecimal(line.quantity, language).trim(),
  unit_code: line.unit_code,
  unit_price: readDecimal(line.unit_price, language).trim(),
  ...(takesRate(line.tax_category) && line.tax_rate.trim()
    ? { tax_rate: readDecimal(line.tax_rate, language) }
    : {}),
  ...(line.tax_category ? { tax_category: line.tax_category } : {}),
  ...(takesReason(line.tax_category) && line.exemption_reason.trim()
    ? { exemption_reason: line.exemption_reason.trim() }
    : {}),
});

/** The contract's messages for each manual line, by line key and field. */
export function manualLineErrors(
  lines: ManualLineValues[],
  language = "en",
): Record<number, Record<string, string>> {
  const errors: Record<number, Record<string, string>> = {};
  for (const line of lines) {
    const body = manualBody(line, language);
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

/**
 * The server's rule on the cash discount, known before asking: days and percent
 * together or neither. The message goes to the field still empty.
 */
export function cashDiscountErrors(values: DraftValues): Record<string, string> {
  const days = values.cash_discount_days.trim();
  const percent = values.cash_discount_percent.trim();
  if (Boolean(days) === Boolean(percent)) return {};
  return {
    [days ? "cash_discount_percent" : "cash_discount_days"]:
      INVOICE_MESSAGES.cashDiscountIncomplete,
  };
}

/** The body when the contract (and the server's known rules) accept it, else null: nothing to preview. */
export function completeBody(values: DraftValues, language = "en"): InvoiceWriteBody | null {
  const body = draftBody(values, language);
  return InvoiceWriteSchema.safeParse(body).success &&
    values.service_until >= values.service_from &&
    Object.keys(cashDiscountErrors(values)).length === 0
    ? body
    : null;
}
