import { COMPANY_FINANCE_FIELDS, type Company, type Role } from "@tempus/contract";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/open-database.ts";
import { company, companyImage } from "../../db/schema/index.ts";
import { companyImagePath } from "./company-image.ts";

type CompanyRow = typeof company.$inferSelect;
type ImageRow = { companyId: number; token: string; extension: string } | null;

/**
 * A company with its logo's address on the host the request came to (`url`); a
 * member (`viewer`) gets it without the finance and invoicing fields.
 */
export function toCompany(url: URL, row: CompanyRow, image: ImageRow, viewer: Role): Company {
  const full: Required<Company> = {
    id: row.id,
    name: row.name,
    company_image: image ? new URL(companyImagePath(image), url).toString() : null,
    street: row.street,
    zip_code: row.zipCode,
    city: row.city,
    country: row.country,
    vat_id: row.vatId,
    tax_number: row.taxNumber,
    email: row.email,
    phone: row.phone,
    website: row.website,
    iban: row.iban,
    bic: row.bic,
    default_currency: row.defaultCurrency,
    default_hourly_rate: row.defaultHourlyRate,
    timezone: row.timezone,
    locked_until: row.lockedUntil,
    members_see_own_amounts: row.membersSeeOwnAmounts,
    invoice_prefix: row.invoicePrefix,
    next_invoice_number: row.nextInvoiceNumber,
    default_tax_rate: row.defaultTaxRate,
    payment_terms_days: row.paymentTermsDays,
    setup_completed: row.setupCompleted,
    legal_name: row.legalName,
    account_holder: row.accountHolder,
    invoice_number_pattern: row.invoiceNumberPattern,
    invoice_counter_reset: row.invoiceCounterReset,
    invoice_footer: row.invoiceFooter,
    registration_id: row.registrationId,
    registration_scheme: row.registrationScheme,
    register_court: row.registerCourt,
    seller_identifier: row.sellerIdentifier,
    seller_identifier_scheme: row.sellerIdentifierScheme,
    electronic_address: row.electronicAddress,
    electronic_address_scheme: row.electronicAddressScheme,
    invoice_contact_name: row.invoiceContactName,
    legal_info: row.legalInfo,
    tax_regime: row.taxRegime,
    cash_discount_days: row.cashDiscountDays,
    cash_discount_percent: row.cashDiscountPercent,
    payment_reference_kind: row.paymentReferenceKind,
    late_payment_rate: row.latePaymentRate,
  };
  if (viewer !== "member") return full;
  const shown: Company = { ...full };
  for (const field of COMPANY_FINANCE_FIELDS) delete shown[field];
  return shown;
}

/** Companies with their logo's name. */
export const selectCompany = (db: Queryable) =>
  db
    .select({
      company,
      image: {
        companyId: companyImage.companyId,
        token: companyImage.token,
        extension: companyImage.extension,
      },
    })
    .from(company)
    .leftJoin(companyImage, eq(companyImage.companyId, company.id));
