import {
  COMPANY_MESSAGES,
  type CompanyWrite,
  FIELD_MESSAGES,
  INVOICE_MESSAGES,
  invoiceNumberLengthProblem,
  normalizeElectronicAddress,
  normalizeLegalRegistration,
  schemedIdentifierErrors,
} from "@tempus/contract";
import { eq } from "drizzle-orm";
import { todayIn } from "../../calendar.ts";
import type { Actor } from "../../core/actor.ts";
import { notFound, ValidationError } from "../../core/errors.ts";
import { company, currency } from "../../db/schema/index.ts";
import { lockPricing, recalculateCompanyLogs } from "../pricing/index.ts";
import { recordCompanyChange } from "./company-audit.ts";
import { removeCompanyImage, storeCompanyImage } from "./company-image.ts";
import { companyInfo } from "./company-info.ts";
import type { MasterdataDeps } from "./deps.ts";

/** What a company write carries: the changes, and a new logo (`null`: remove it; `undefined`: keep it). */
export interface CompanyWriteRequest {
  changes: CompanyWrite;
  image: Buffer | null | undefined;
}

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * Changes the caller's company and its logo (a new image, `null` to remove it,
 * `undefined` to leave it).
 */
export async function updateCompanyInfo(
  deps: MasterdataDeps,
  actor: Actor,
  { id, url, changes, image }: { id: number; url: URL } & CompanyWriteRequest,
) {
  const { db } = deps;
  const companyId = actor.companyId;
  if (id !== companyId) throw notFound();
  const errors: Record<string, string[]> = {};
  if (changes.timezone !== undefined && !isTimeZone(changes.timezone)) {
    errors.timezone = [COMPANY_MESSAGES.invalidTimezone];
  }
  if (changes.default_currency !== undefined) {
    const [known] = await db
      .select({ id: currency.id })
      .from(currency)
      .where(eq(currency.code, changes.default_currency));
    if (!known) errors.default_currency = [FIELD_MESSAGES.invalidChoice(changes.default_currency)];
  }
  const [stored] = await db.select().from(company).where(eq(company.id, companyId));
  const addressScheme = changes.electronic_address_scheme ?? stored.electronicAddressScheme;
  Object.assign(
    errors,
    schemedIdentifierErrors({
      electronic_address: changes.electronic_address ?? stored.electronicAddress,
      electronic_address_scheme: addressScheme,
      registration_id: changes.registration_id ?? stored.registrationId,
      registration_scheme: changes.registration_scheme ?? stored.registrationScheme,
      seller_identifier: changes.seller_identifier ?? stored.sellerIdentifier,
      seller_identifier_scheme: changes.seller_identifier_scheme ?? stored.sellerIdentifierScheme,
    }),
  );
  if (
    ((changes.cash_discount_days ?? stored.cashDiscountDays) === null) !==
      ((changes.cash_discount_percent ?? stored.cashDiscountPercent) === null) &&
    (changes.cash_discount_days !== undefined || changes.cash_discount_percent !== undefined)
  )
    errors.cash_discount_percent = [INVOICE_MESSAGES.cashDiscountIncomplete];
  // The pattern's longest number must fit its column with the prefix it will be used with (the
  // contract's schema checked the pattern alone): refused on the field that was sent.
  if (changes.invoice_number_pattern !== undefined || changes.invoice_prefix !== undefined) {
    const problem = invoiceNumberLengthProblem(
      changes.invoice_number_pattern ?? stored.invoiceNumberPattern,
      changes.invoice_prefix ?? stored.invoicePrefix,
    );
    if (problem)
      errors[
        changes.invoice_number_pattern !== undefined ? "invoice_number_pattern" : "invoice_prefix"
      ] = [problem];
  }
  // A locked period ends today at the latest; only the owner moves its end back (unlocks).
  if (changes.locked_until !== undefined && !errors.timezone) {
    const today = todayIn(changes.timezone ?? stored.timezone, deps.clock());
    const unlocks =
      stored.lockedUntil !== null &&
      (changes.locked_until === null || changes.locked_until < stored.lockedUntil);
    if (changes.locked_until !== null && changes.locked_until > today)
      errors.locked_until = [COMPANY_MESSAGES.lockInFuture];
    else if (unlocks && actor.role !== "owner")
      errors.locked_until = [COMPANY_MESSAGES.onlyOwnerUnlocks];
  }
  // Whether members see their own amounts is the owner's choice alone (decision 039).
  if (
    changes.members_see_own_amounts !== undefined &&
    changes.members_see_own_amounts !== stored.membersSeeOwnAmounts &&
    actor.role !== "owner"
  )
    errors.members_see_own_amounts = [COMPANY_MESSAGES.onlyOwnerSharesAmounts];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (changes.electronic_address)
    changes.electronic_address = normalizeElectronicAddress(
      addressScheme,
      changes.electronic_address,
    );
  if (changes.registration_id)
    changes.registration_id = normalizeLegalRegistration(
      changes.registration_scheme ?? stored.registrationScheme,
      changes.registration_id,
    );
  // The logo only once the rest is valid: a refused write changes nothing.
  if (image) await storeCompanyImage(db, companyId, image);
  if (image === null) await removeCompanyImage(db, companyId);
  // The default rate prices logs that no rule covers, and the time zone decides on
  // which day a log falls for the rules' validity: either re-prices the logs, in the
  // same transaction as the change and under the pricing lock.
  const reprices = changes.default_hourly_rate !== undefined || changes.timezone !== undefined;
  // A new lock waits for the time-log writes under way (they hold the same lock).
  const locks = reprices || changes.locked_until !== undefined;
  await db.transaction(async (tx) => {
    if (locks) await lockPricing(tx, companyId);
    const [updated] = await tx
      .update(company)
      .set({
        name: changes.name,
        street: changes.street,
        zipCode: changes.zip_code,
        city: changes.city,
        country: changes.country,
        vatId: changes.vat_id,
        taxNumber: changes.tax_number,
        email: changes.email,
        phone: changes.phone,
        website: changes.website,
        iban: changes.iban,
        bic: changes.bic,
        defaultCurrency: changes.default_currency,
        defaultHourlyRate: changes.default_hourly_rate,
        timezone: changes.timezone,
        lockedUntil: changes.locked_until,
        membersSeeOwnAmounts: changes.members_see_own_amounts,
        invoicePrefix: changes.invoice_prefix,
        nextInvoiceNumber: changes.next_invoice_number,
        defaultTaxRate: changes.default_tax_rate,
        paymentTermsDays: changes.payment_terms_days,
        setupCompleted: changes.setup_completed,
        legalName: changes.legal_name,
        accountHolder: changes.account_holder,
        invoiceNumberPattern: changes.invoice_number_pattern,
        invoiceCounterReset: changes.invoice_counter_reset,
        invoiceFooter: changes.invoice_footer,
        registrationId: changes.registration_id,
        registrationScheme: changes.registration_scheme,
        registerCourt: changes.register_court,
        sellerIdentifier: changes.seller_identifier,
        sellerIdentifierScheme: changes.seller_identifier_scheme,
        electronicAddress: changes.electronic_address,
        electronicAddressScheme: changes.electronic_address_scheme,
        invoiceContactName: changes.invoice_contact_name,
        legalInfo: changes.legal_info,
        taxRegime: changes.tax_regime,
        cashDiscountDays: changes.cash_discount_days,
        cashDiscountPercent: changes.cash_discount_percent,
        paymentReferenceKind: changes.payment_reference_kind,
        latePaymentRate: changes.late_payment_rate,
        updatedAt: new Date(),
      })
      .where(eq(company.id, id))
      .returning();
    await recordCompanyChange(tx, actor, { before: stored, after: updated, at: deps.clock() });
    if (reprices) await recalculateCompanyLogs(tx, companyId, deps.clock());
  });
  return companyInfo(deps, actor, { id, url });
}
