import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../accounts/accounts.ts";
import { MAX_PK, paginated, pk } from "../common.ts";
import { idFilter, isCalendarDate, ListQuerySchema } from "../filters.ts";
import { FIELD_MESSAGES } from "../messages.ts";
import { dateField, decimalField, integerField } from "../validation.ts";
import { INVOICE_MESSAGES } from "./messages.ts";

export { INVOICE_MESSAGES };

export const INVOICE_GROUPINGS = [
  "log",
  "project",
  "activity",
  "project_activity",
  "day",
  "person",
  "total",
] as const;
export type InvoiceGrouping = (typeof INVOICE_GROUPINGS)[number];
/**
 * How a debtor is taxed: standard (S, or Z at 0 %), reverse charge (AE), exempt
 * (E, with the debtor's reason), intra-Community supply (K), export outside the
 * EU (G), outside the scope of VAT, e.g. B2B services to a non-EU customer (O).
 */
export const TAX_TREATMENTS = [
  "standard",
  "reverse_charge",
  "exempt",
  "intra_community",
  "export",
  "outside_scope",
] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];
/** What a debtor receives beside the PDF: nothing, CII, XRechnung (UBL), Peppol BIS 3 (UBL). */
export const EINVOICE_FORMATS = ["none", "facturx", "xrechnung", "peppol", "cii"] as const;
/** The seller's VAT regime: standard, or a small business that charges no VAT (§ 19 UStG, art. 293 B CGI, Belgian franchise). */
export const TAX_REGIMES = ["standard", "small_business"] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
/** BT-83 of new invoices: the invoice number, or a Belgian structured communication (+++…+++). */
export const PAYMENT_REFERENCE_KINDS = ["number", "belgian"] as const;
export const INVOICE_COUNTER_RESETS = ["yearly", "never"] as const;
export const INVOICE_STATUSES = ["draft", "issued", "cancelled"] as const;
export const PAYMENT_STATUSES = ["unpaid", "partly_paid", "paid", "overdue"] as const;
export const INVOICE_LANGUAGES = ["en", "de", "fr", "nl"] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];
/**
 * EN 16931 VAT categories (UNTDID 5305): standard, zero rated, reverse charge,
 * exempt, intra-Community supply, export outside the EU, outside the scope of VAT.
 */
export const TAX_CATEGORIES = ["S", "Z", "AE", "E", "K", "G", "O"] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
export const INVOICE_NUMBER_PATTERN_DEFAULT = "{YYYY}-{seq:4}";

/** A number pattern holds exactly one `{seq}` or `{seq:N}` with N from 1 to 10. */
export function isValidInvoiceNumberPattern(pattern: string): boolean {
  const sequences = [...pattern.matchAll(/\{seq(?::(\d{1,2}))?\}/g)];
  return (
    sequences.length === 1 &&
    (sequences[0][1] === undefined || (+sequences[0][1] >= 1 && +sequences[0][1] <= 10))
  );
}

/** DRF's DateField, as every other date of a write body. */
const isoDate = dateField();
const text = (max: number) => z.string().trim().max(max);

/** A decimal with up to `places` decimals (string or number), as DRF's DecimalField reads it. */
const decimal = (places: number, digits = 10) =>
  z.union([z.string(), z.number()]).transform((value, context) => {
    const written = String(value).trim();
    const pattern = new RegExp(`^-?\\d{1,${digits}}(\\.\\d{1,${places}})?$`);
    if (!pattern.test(written)) {
      context.addIssue({ code: "custom", message: INVOICE_MESSAGES.invalidDecimal });
      return z.NEVER;
    }
    return written;
  });

/** A VAT rate in percent: two decimals, from 0 to 100 (DRF's min_value/max_value texts). */
const taxRate = decimal(2, 3).superRefine((value, context) => {
  if (value.startsWith("-"))
    context.addIssue({
      code: "custom",
      message: "Ensure this value is greater than or equal to 0.",
    });
  else if (
    BigInt(value.split(".")[0]) * 100n + BigInt((value.split(".")[1] ?? "").padEnd(2, "0")) >
    10_000n
  )
    context.addIssue({
      code: "custom",
      message: "Ensure this value is less than or equal to 100.",
    });
});

/** Seller or buyer as frozen on the invoice when it is issued. */
export const InvoicePartySchema = z
  .object({
    name: z.string(),
    street: z.string(),
    zip_code: z.string(),
    city: z.string(),
    country: z.string(),
    vat_id: z.string(),
    tax_number: z.string(),
    email: z.string(),
    phone: z.string(),
    iban: z.string(),
    bic: z.string(),
    account_holder: z.string(),
    buyer_reference: z.string(),
    tax_treatment: z.enum(TAX_TREATMENTS),
    tax_exemption_reason: z.string(),
    /** BT-30/BT-47: the legal registration (SIREN, enterprise number, HRB …) and its ICD scheme ("" for a register entry). */
    legal_registration_id: z.string(),
    legal_registration_scheme: z.string(),
    /** The register that holds it, e.g. "Amtsgericht Berlin-Charlottenburg". */
    register_court: z.string(),
    /** BT-29/BT-46: an identifier of the party and its ICD scheme. */
    identifier: z.string(),
    identifier_scheme: z.string(),
    /** BT-34/BT-49: where e-invoices reach the party, with its EAS scheme. */
    electronic_address: z.string(),
    electronic_address_scheme: z.string(),
    /** BT-41/BT-56: the contact person. */
    contact_name: z.string(),
    /** BT-33: further legal information (legal form, share capital). */
    legal_info: z.string(),
    tax_regime: z.enum(TAX_REGIMES),
  })
  .meta({ id: "InvoiceParty" });
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;

export const InvoiceLineSchema = z
  .object({
    id: z.number().int().nullable().describe("null in a preview"),
    position: z.number().int(),
    description: z.string(),
    quantity: z.string().describe("Four decimals; hours for unit HUR"),
    unit_code: z.string().describe("UN/ECE rec. 20: HUR (hour), C62 (one)"),
    unit_price: z.string(),
    net_amount: z.string(),
    tax_category: z.enum(TAX_CATEGORIES),
    tax_rate: z.string(),
    exemption_reason: z.string().describe("Why no VAT (categories E, AE, K, G, O)"),
    project: z.number().int().nullable(),
    activity: z.number().int().nullable(),
    user: z.number().int().nullable(),
    day: z.string().nullable(),
    time_logs: z.array(z.number().int()),
  })
  .meta({ id: "InvoiceLine" });
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const TaxBreakdownSchema = z
  .object({
    tax_category: z.enum(TAX_CATEGORIES),
    tax_rate: z.string(),
    taxable_amount: z.string(),
    tax_amount: z.string(),
    exemption_reason: z.string(),
    exemption_code: z.string().describe("VATEX code (CEF), or empty"),
  })
  .meta({ id: "InvoiceTaxBreakdown" });
export type TaxBreakdown = z.infer<typeof TaxBreakdownSchema>;

export const InvoiceTotalsSchema = z.object({
  net_total: z.string(),
  tax_total: z.string(),
  gross_total: z.string(),
  tax_breakdown: z.array(TaxBreakdownSchema),
});

export const InvoicePreviewSchema = InvoiceTotalsSchema.extend({
  currency: z.string(),
  lines: z.array(InvoiceLineSchema),
}).meta({ id: "InvoicePreview" });

export const InvoicePaymentSchema = z
  .object({
    id: z.number().int(),
    date: z.string(),
    amount: z.string(),
    note: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "InvoicePayment" });

export const InvoiceSchema = InvoiceTotalsSchema.extend({
  id: z.number().int(),
  number: z.string().nullable(),
  type_code: z
    .enum(["380", "381", "386"])
    .describe("380 invoice, 381 credit note, 386 advance invoice"),
  status: z.enum(INVOICE_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES).nullable().describe("null for drafts and credit notes"),
  debtor: z.number().int(),
  issue_date: z.string().nullable(),
  due_date: z.string().nullable(),
  service_from: z.string(),
  service_until: z.string(),
  currency: z.string(),
  language: z.enum(INVOICE_LANGUAGES),
  grouping: z.enum(INVOICE_GROUPINGS),
  projects: z.array(z.number().int()),
  tax_rate: z.string(),
  notes: z.string(),
  corrected_invoice: z.number().int().nullable(),
  credit_note: z
    .number()
    .int()
    .nullable()
    .describe("The first credit note of this invoice (see credit_notes)"),
  credit_notes: z.array(z.number().int()).describe("Every credit note of this invoice"),
  credited_total: z.string().describe("The gross of its credit notes"),
  advance_invoices: z
    .array(z.number().int())
    .describe("The advance invoices (386) this invoice deducts"),
  seller: InvoicePartySchema.nullable(),
  buyer: InvoicePartySchema.nullable(),
  paid_total: z.string(),
  prepaid_total: z.string().describe("Advance invoices a final invoice deducts (BT-113)"),
  amount_due: z.string(),
  buyer_reference: z.string().nullable().describe("BT-10; null on a draft: the debtor's"),
  order_reference: z.string(),
  contract_reference: z.string(),
  project_reference: z.string(),
  cash_discount_days: z.number().int().nullable(),
  cash_discount_percent: z.string().nullable(),
  payment_reference: z.string().nullable().describe("BT-83, fixed at issue"),
  exchange_rate: z
    .string()
    .nullable()
    .describe("Set at issue for another currency than the company's"),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: "Invoice" });
export type Invoice = z.infer<typeof InvoiceSchema>;
/** The state of the last e-mail delivery of an invoice (sending retries a failed one). */
export const DELIVERY_STATUSES = ["pending", "sent", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const InvoiceDetailSchema = InvoiceSchema.extend({
  lines: z.array(InvoiceLineSchema),
  payments: z.array(InvoicePaymentSchema),
  delivery_status: z
    .enum(DELIVERY_STATUSES)
    .nullable()
    .describe(
      "The last e-mail delivery: pending (under way or due), sent, failed (tried again later); null when never sent by e-mail",
    ),
  delivery_error: z.string().nullable().describe("Why the last attempt failed"),
  delivered_at: z.string().nullable().describe("When the last delivery reached the mail server"),
}).meta({ id: "InvoiceDetail" });
export const InvoiceListSchema = paginated(InvoiceSchema).meta({ id: "InvoiceList" });

/** django-filter's DateFilter: a calendar date, else "Enter a valid date.". */
const dateFilter = z
  .string()
  .optional()
  .transform((raw, context): string | undefined => {
    if (raw === undefined || raw === "") return undefined;
    if (isCalendarDate(raw)) return raw;
    context.addIssue({ code: "custom", message: INVOICE_MESSAGES.invalidFilterDate });
    return z.NEVER;
  });

/** django-filter's ChoiceFilter over the invoice statuses. */
const statusFilter = z
  .string()
  .optional()
  .transform((raw, context): (typeof INVOICE_STATUSES)[number] | undefined => {
    if (raw === undefined || raw === "") return undefined;
    const status = INVOICE_STATUSES.find((choice) => choice === raw);
    if (status) return status;
    context.addIssue({ code: "custom", message: FIELD_MESSAGES.invalidFilterChoice });
    return z.NEVER;
  });

export const InvoiceQuerySchema = ListQuerySchema.extend({
  status: statusFilter.describe("draft, issued, cancelled"),
  debtor: idFilter,
  issued_after: dateFilter.describe("YYYY-MM-DD, inclusive"),
  issued_before: dateFilter.describe("YYYY-MM-DD, inclusive"),
});
export type ParsedInvoiceQuery = z.output<typeof InvoiceQuerySchema>;

/** A line added by hand: a fixed item or (negative price) a discount. */
export const ManualLineWriteSchema = z
  .object({
    description: z.string().trim().min(1).max(1000),
    quantity: decimal(4).default("1"),
    unit_code: z.enum(["HUR", "C62", "DAY"]).default("C62"),
    unit_price: decimal(4),
    tax_rate: taxRate.optional().describe("Defaults to the invoice's tax rate"),
    tax_category: z
      .enum(TAX_CATEGORIES)
      .optional()
      .describe(
        "Defaults to the category the debtor's tax treatment and the company's regime give",
      ),
    exemption_reason: text(300)
      .optional()
      .describe("Why no VAT (E, AE, K, G, O); defaults to the legal sentence of the category"),
  })
  .meta({ id: "InvoiceManualLineWrite" });

const invoiceFields = {
  debtor: pk,
  service_from: isoDate,
  service_until: isoDate,
  projects: z.array(pk).describe("Only these projects' logs; empty = all"),
  grouping: z.enum(INVOICE_GROUPINGS),
  currency: z.string().length(3).describe("Defaults to the debtor's or company's"),
  tax_rate: taxRate.describe("Defaults to the company's default tax rate"),
  language: z.enum(INVOICE_LANGUAGES),
  notes: text(5000),
  include_time: z.boolean().describe("false: manual lines only"),
  manual_lines: z.array(ManualLineWriteSchema).max(1000),
  buyer_reference: text(100)
    .nullable()
    .describe("BT-10 (a Leitweg-ID for German public buyers); null: the debtor's"),
  order_reference: text(100).describe("BT-13, the buyer's purchase order"),
  contract_reference: text(100).describe("BT-12"),
  project_reference: text(100).describe("BT-11"),
  cash_discount_days: integerField({ min: 1, max: 365 })
    .nullable()
    .describe("Skonto: days for the discount; null: none"),
  cash_discount_percent: decimalField({ maxDigits: 5, decimalPlaces: 2, min: 0 })
    .nullable()
    .describe("Skonto: percent of the total"),
  type_code: z
    .enum(["380", "386"])
    .describe("380 an invoice, 386 an advance invoice (manual lines only)"),
  advance_invoices: z
    .array(pk)
    .max(100)
    .describe("Issued advance invoices of this debtor this invoice deducts (BT-113)"),
};

/** What a draft is made of; preview takes the same body and saves nothing. */
export const InvoiceWriteSchema = z
  .object({
    ...invoiceFields,
    projects: invoiceFields.projects.default([]),
    grouping: invoiceFields.grouping.default("project"),
    currency: invoiceFields.currency.optional(),
    tax_rate: invoiceFields.tax_rate.optional(),
    language: invoiceFields.language.default("en"),
    notes: invoiceFields.notes.default(""),
    include_time: invoiceFields.include_time.default(true),
    manual_lines: invoiceFields.manual_lines.default([]),
    buyer_reference: invoiceFields.buyer_reference.default(null),
    order_reference: invoiceFields.order_reference.default(""),
    contract_reference: invoiceFields.contract_reference.default(""),
    project_reference: invoiceFields.project_reference.default(""),
    cash_discount_days: invoiceFields.cash_discount_days
      .optional()
      .describe("Defaults to the company's cash discount"),
    cash_discount_percent: invoiceFields.cash_discount_percent.optional(),
    type_code: invoiceFields.type_code.default("380"),
    advance_invoices: invoiceFields.advance_invoices.default([]),
  })
  .meta({ id: "InvoiceWrite" });
export type InvoiceWrite = z.output<typeof InvoiceWriteSchema>;
/** PATCH of a draft: only what is sent changes (no defaults). */
export const InvoicePatchSchema = z.object(invoiceFields).partial().meta({ id: "InvoicePatch" });
export type InvoicePatch = z.output<typeof InvoicePatchSchema>;

export const InvoiceIssueSchema = z
  .object({
    issue_date: isoDate.optional().describe("Defaults to today in the company's zone"),
    exchange_rate: decimalField({ maxDigits: 18, decimalPlaces: 8, min: 0 })
      .optional()
      .describe(
        "Units of the company's currency per unit of the invoice's: required when they differ (VAT is stated in both, BT-6/BT-111)",
      ),
  })
  .meta({ id: "InvoiceIssue" });
const paymentFields = { date: isoDate, amount: decimal(2), note: text(500) };
export const InvoicePaymentWriteSchema = z
  .object({ ...paymentFields, note: paymentFields.note.default("") })
  .meta({ id: "InvoicePaymentWrite" });
/** A correction of a recorded payment: only what is sent changes. */
export const InvoicePaymentPatchSchema = z
  .object(paymentFields)
  .partial()
  .meta({ id: "InvoicePaymentPatch" });
export type InvoicePaymentPatch = z.output<typeof InvoicePaymentPatchSchema>;
/** One payment of one invoice: `/invoice/{id}/payments/{payment_id}/`. */
export const InvoicePaymentParamsSchema = z.object({ id: z.string(), payment_id: z.string() });
/**
 * A credit note for an issued invoice: all of it (the invoice is cancelled), or
 * part of it — chosen lines, or a net amount on an invoice of one VAT rate.
 */
export const InvoiceCancelSchema = z
  .object({
    issue_date: isoDate.optional(),
    release_time_logs: z
      .boolean()
      .default(true)
      .describe("Free the credited lines' logs to be billed again"),
    notes: text(5000).default(""),
    lines: z
      .array(pk)
      .max(10_000)
      .optional()
      .describe("A partial credit note: these lines of the invoice (their ids)"),
    amount: decimal(2)
      .optional()
      .describe("A partial credit note: this net amount (invoices of one VAT rate)"),
  })
  .meta({ id: "InvoiceCancel" });

/** The number issuing a draft would give it (not drawn). */
export const InvoiceNumberPreviewSchema = z
  .object({ number: z.string(), issue_date: z.string() })
  .meta({ id: "InvoiceNumberPreview" });
export const InvoiceNumberPreviewQuerySchema = z.object({
  issue_date: dateFilter.describe("YYYY-MM-DD; default today in the company's zone"),
});

/** At most this many addresses in To and in CC of an invoice's mail. */
export const MAX_SEND_RECIPIENTS = 10;
/** The longest text of an invoice's mail. */
export const MAX_SEND_MESSAGE = 10_000;

/** Python's name of a JSON value's type, as DRF's ListField names what it got instead of a list. */
const pythonType = (value: unknown) =>
  typeof value === "string"
    ? "str"
    : typeof value === "boolean"
      ? "bool"
      : typeof value === "number"
        ? Number.isInteger(value)
          ? "int"
          : "float"
        : "dict";

/** DRF's ListField of EmailFields: each address checked, a wrong one named at the list's field. */
const addressList = (min: number) =>
  z
    .array(z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email()), {
      error: (issue) =>
        issue.code === "invalid_type" && issue.input !== undefined && issue.input !== null
          ? `Expected a list of items but got type "${pythonType(issue.input)}".`
          : undefined,
    })
    // Counted by a refinement: zod's own min/max would also measure a string given instead.
    .superRefine((list, context) => {
      if (list.length < min)
        context.addIssue({ code: "custom", message: "This list may not be empty." });
      if (list.length > MAX_SEND_RECIPIENTS)
        context.addIssue({
          code: "custom",
          message: `Ensure this field has no more than ${MAX_SEND_RECIPIENTS} elements.`,
        });
    });

/**
 * How an issued invoice is mailed (`POST …/send/`); every field is optional and
 * an empty body sends the product's mail to the debtor's invoice address.
 * `message` is the mail's whole text, greeting to signature (GET …/send/ gives
 * the product's); the PDF (and the XML the debtor prefers) are attached as stored.
 */
export const InvoiceSendSchema = z
  .object({
    to: addressList(1)
      .optional()
      .describe(`1 to ${MAX_SEND_RECIPIENTS} addresses; default the debtor's invoice e-mail`),
    cc: addressList(0).optional().describe(`Up to ${MAX_SEND_RECIPIENTS} addresses`),
    message: z
      .string()
      .trim()
      .min(1)
      .max(MAX_SEND_MESSAGE)
      .optional()
      .describe("The mail's whole text; default the product's text in the invoice's language"),
    copy_to_me: z
      .boolean()
      .optional()
      .describe("A blind copy to the signed-in user's e-mail address"),
    timesheet: z
      .union([z.literal("invoice"), z.number().int().min(1).max(MAX_PK)])
      .nullable()
      .optional()
      .describe(
        "A PDF timesheet attached to the mail: \"invoice\" (the invoice's own time logs by day and project) or the id of one of the sender's saved reports (decision 032)",
      ),
  })
  .meta({ id: "InvoiceSend" });
export type InvoiceSend = z.output<typeof InvoiceSendSchema>;

/** What the send dialog starts from (`GET …/send/`). */
export const InvoiceSendDefaultsSchema = z
  .object({
    to: z.array(z.string()).describe("The debtor's invoice e-mail, else its e-mail (or none)"),
    cc: z.array(z.string()),
    subject: z.string(),
    message: z.string().describe("The product's text in the invoice's language"),
    copy_to: z.string().describe("The signed-in user's address, for copy_to_me"),
  })
  .meta({ id: "InvoiceSendDefaults" });
export type InvoiceSendDefaults = z.output<typeof InvoiceSendDefaultsSchema>;
