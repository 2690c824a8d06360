import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../accounts/accounts.ts";
import { paginated } from "../common.ts";
import {
  bicProblem,
  electronicAddressSchemeField,
  ibanProblem,
  identifierField,
  normalizeBic,
  normalizeIban,
  normalizeVatId,
  registrationSchemeField,
  vatIdProblem,
} from "../invoicing/identifiers.ts";
import {
  INVOICE_COUNTER_RESETS,
  INVOICE_MESSAGES,
  isValidInvoiceNumberPattern,
  PAYMENT_REFERENCE_KINDS,
  TAX_REGIMES,
} from "../invoicing/invoicing.ts";
import { invoiceNumberLengthProblem, NEXT_INVOICE_NUMBER_MAX } from "../invoicing/number-limits.ts";
import { dateField, decimalField, integerField } from "../validation.ts";

export const COMPANY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Refused before decoding: an image's side and its area as its header declares them. */
export const COMPANY_IMAGE_MAX_SIDE = 8000;
export const COMPANY_IMAGE_MAX_PIXELS = 40_000_000;
/** A stored logo's longest side; larger uploads are scaled down. */
export const COMPANY_IMAGE_STORED_SIDE = 512;
export const COMPANY_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const COMPANY_MESSAGES = {
  invalidImage:
    "Upload a valid image. The file you uploaded was either not an image or a corrupted image.",
  imageTooLarge: "The image may not be larger than 2 MiB.",
  imageTooManyPixels:
    "The image may not be wider or higher than 8000 pixels or have more than 40 megapixels.",
  invalidTimezone: "Unknown time zone.",
  invalidCurrency: (code: string) => `"${code}" is not a valid choice.`,
  lockInFuture: "A period can be locked up to today at most.",
  onlyOwnerUnlocks: "Only the owner can unlock a locked period.",
  onlyOwnerSharesAmounts: "Only the owner can change whether members see their own amounts.",
} as const;

/** An amount of money or a rate per hour: `numeric(12, 2)`, never negative. */
export const moneyInput = decimalField({ maxDigits: 12, decimalPlaces: 2, min: 0 });

const text = (max: number) => z.string().trim().max(max);
/** `invoice_number_pattern` is `varchar(50)`: a longer one is refused for its length alone. */
const PATTERN_MAX_LENGTH = 50;

/**
 * The company's finance and invoicing data: sent to the owner and admins only (a
 * member's answer leaves these fields out).
 */
export const COMPANY_FINANCE_FIELDS = [
  "vat_id",
  "tax_number",
  "iban",
  "bic",
  "default_hourly_rate",
  "invoice_prefix",
  "next_invoice_number",
  "default_tax_rate",
  "payment_terms_days",
  "legal_name",
  "account_holder",
  "invoice_number_pattern",
  "invoice_counter_reset",
  "invoice_footer",
  "registration_id",
  "registration_scheme",
  "register_court",
  "seller_identifier",
  "seller_identifier_scheme",
  "electronic_address",
  "electronic_address_scheme",
  "invoice_contact_name",
  "legal_info",
  "tax_regime",
  "cash_discount_days",
  "cash_discount_percent",
  "payment_reference_kind",
  "late_payment_rate",
] as const;

export const CompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company_image: z.string().nullable().describe("Absolute URL of the logo, or null"),
    street: z.string(),
    zip_code: z.string(),
    city: z.string(),
    country: z.string(),
    vat_id: z.string().optional(),
    tax_number: z.string().optional(),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
    iban: z.string().optional(),
    bic: z.string().optional(),
    default_currency: z.string(),
    default_hourly_rate: z.string().nullable().optional(),
    timezone: z.string(),
    invoice_prefix: z.string().optional(),
    next_invoice_number: z.number().int().optional(),
    default_tax_rate: z.string().nullable().optional(),
    payment_terms_days: z.number().int().optional(),
    setup_completed: z.boolean(),
    legal_name: z
      .string()
      .describe("The seller's name on invoices; empty: the company's name")
      .optional(),
    account_holder: z.string().optional(),
    invoice_number_pattern: z
      .string()
      .describe("{YYYY}, {YY}, {MM}, {prefix}, {seq} or {seq:N}")
      .optional(),
    invoice_counter_reset: z.enum(INVOICE_COUNTER_RESETS).optional(),
    invoice_footer: z.string().optional(),
    registration_id: z
      .string()
      .describe("BT-30: Handelsregister entry, SIREN, enterprise number …")
      .optional(),
    registration_scheme: z
      .string()
      .describe("ICD scheme of registration_id (0002 SIREN, 0208 BE …); empty for a register entry")
      .optional(),
    register_court: z.string().describe("The register, e.g. Amtsgericht Berlin").optional(),
    seller_identifier: z.string().describe("BT-29").optional(),
    seller_identifier_scheme: z.string().optional(),
    electronic_address: z.string().describe("BT-34: where e-invoices reach the company").optional(),
    electronic_address_scheme: z.string().describe("EAS code: 9930, 0204, 0208, EM …").optional(),
    invoice_contact_name: z.string().describe("BT-41").optional(),
    legal_info: z.string().describe("BT-33: legal form, share capital").optional(),
    tax_regime: z.enum(TAX_REGIMES).optional(),
    cash_discount_days: z.number().int().nullable().optional(),
    cash_discount_percent: z.string().nullable().optional(),
    payment_reference_kind: z.enum(PAYMENT_REFERENCE_KINDS).optional(),
    late_payment_rate: z
      .string()
      .nullable()
      .describe("France: the late-payment penalty rate, percent a year")
      .optional(),
    locked_until: z
      .string()
      .nullable()
      .describe(
        "Time logs that start on or before this day (in the company's time zone) are locked: " +
          "no one creates, changes, deletes or re-prices them; null: nothing is locked",
      ),
    members_see_own_amounts: z
      .boolean()
      .describe(
        "Whether members see the rates and amounts of their own time (off: members see time only; " +
          "owners and admins always see every amount). Only the owner changes it",
      ),
  })
  .meta({ id: "Company" });
export type Company = z.infer<typeof CompanySchema>;
export const CompanyListSchema = paginated(CompanySchema).meta({ id: "CompanyList" });

/** Writable company fields; PUT needs `name`, PATCH any subset. */
export const CompanyWriteSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    street: text(200),
    zip_code: text(20),
    city: text(100),
    country: z.union([
      z.literal(""),
      z.string().regex(/^[A-Z]{2}$/, "Enter a two-letter country code."),
    ]),
    vat_id: identifierField(50, vatIdProblem, normalizeVatId),
    tax_number: text(50),
    email: z.union([z.literal(""), z.email().max(EMAIL_MAX_LENGTH)]),
    phone: text(50),
    website: text(200),
    iban: identifierField(42, ibanProblem, normalizeIban),
    bic: identifierField(11, bicProblem, normalizeBic),
    default_currency: z.string().length(3),
    default_hourly_rate: moneyInput.nullable(),
    timezone: z.string().min(1).max(64),
    /** Owners and admins lock up to a day (at most today); only the owner moves it back. */
    locked_until: dateField().nullable(),
    members_see_own_amounts: z.boolean(),
    invoice_prefix: text(20),
    // The counter starts at most here, so that it cannot overflow while issuing (number-limits.ts).
    next_invoice_number: integerField({ min: 1, max: NEXT_INVOICE_NUMBER_MAX }),
    default_tax_rate: decimalField({ maxDigits: 5, decimalPlaces: 2, min: 0 }).nullable(),
    payment_terms_days: integerField({ min: 0, max: 365 }),
    setup_completed: z.boolean(),
    legal_name: text(200),
    account_holder: text(200),
    invoice_number_pattern: z
      .string()
      .trim()
      .max(PATTERN_MAX_LENGTH)
      .superRefine((pattern, context) => {
        if (!isValidInvoiceNumberPattern(pattern)) {
          context.addIssue({ code: "custom", message: INVOICE_MESSAGES.invalidPattern });
          return;
        }
        // Its longest number must fit the stored 50 characters; here with no prefix (the field
        // alone), the server checks again with the company's prefix or the one sent with it.
        const problem = invoiceNumberLengthProblem(pattern, "");
        if (problem && pattern.length <= PATTERN_MAX_LENGTH)
          context.addIssue({ code: "custom", message: problem });
      }),
    invoice_counter_reset: z.enum(INVOICE_COUNTER_RESETS),
    invoice_footer: text(2000),
    registration_id: text(100),
    registration_scheme: registrationSchemeField,
    register_court: text(200),
    seller_identifier: text(100),
    seller_identifier_scheme: registrationSchemeField,
    electronic_address: text(254),
    electronic_address_scheme: electronicAddressSchemeField,
    invoice_contact_name: text(200),
    legal_info: text(300),
    tax_regime: z.enum(TAX_REGIMES),
    cash_discount_days: integerField({ min: 1, max: 365 }).nullable(),
    cash_discount_percent: decimalField({ maxDigits: 5, decimalPlaces: 2, min: 0 }).nullable(),
    payment_reference_kind: z.enum(PAYMENT_REFERENCE_KINDS),
    late_payment_rate: decimalField({ maxDigits: 5, decimalPlaces: 2, min: 0 }).nullable(),
  })
  .partial()
  .meta({ id: "CompanyWrite" });
/** What a client sends (numbers may still be text); `CompanyWrite` is the parsed form. */
export type CompanyWriteBody = z.input<typeof CompanyWriteSchema>;
export type CompanyWrite = z.infer<typeof CompanyWriteSchema>;
