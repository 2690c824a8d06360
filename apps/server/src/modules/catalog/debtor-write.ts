import {
  type DebtorWriteSchema,
  FIELD_MESSAGES,
  normalizeElectronicAddress,
  normalizeLegalRegistration,
  schemedIdentifierErrors,
} from "@tempus/contract";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { ValidationError } from "../../core/errors.ts";
import type { Queryable } from "../../db/open-database.ts";
import { currency } from "../../db/schema/index.ts";

export type DebtorWrite = z.output<typeof DebtorWriteSchema>;

/** A debtor's currency must be a known one. */
export async function checkCurrency(db: Queryable, code: string | null | undefined) {
  if (!code) return;
  const [known] = await db
    .select({ id: currency.id })
    .from(currency)
    .where(eq(currency.code, code));
  if (!known) throw new ValidationError({ currency: [FIELD_MESSAGES.invalidChoice(code)] });
}

/**
 * The electronic address and registration as they will be stored (the body's,
 * else the debtor's own) checked by their schemes; the address normalized.
 */
export function checkIdentifiers(
  body: DebtorWrite,
  current: {
    electronicAddress: string;
    electronicAddressScheme: string;
    registrationId: string;
    registrationScheme: string;
  } | null,
): DebtorWrite {
  const scheme = body.electronic_address_scheme ?? current?.electronicAddressScheme ?? "";
  const values = {
    electronic_address: body.electronic_address ?? current?.electronicAddress ?? "",
    electronic_address_scheme: scheme,
    registration_id: body.registration_id ?? current?.registrationId ?? "",
    registration_scheme: body.registration_scheme ?? current?.registrationScheme ?? "",
  };
  const errors = schemedIdentifierErrors(values);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    ...body,
    ...(body.electronic_address
      ? { electronic_address: normalizeElectronicAddress(scheme, body.electronic_address) }
      : {}),
    ...(body.registration_id
      ? {
          registration_id: normalizeLegalRegistration(
            values.registration_scheme,
            body.registration_id,
          ),
        }
      : {}),
  };
}

export const debtorColumns = (body: DebtorWrite) => ({
  name: body.name,
  contactPerson: body.contact_person,
  email: body.email,
  phone: body.phone,
  street: body.street,
  zipCode: body.zip_code,
  city: body.city,
  country: body.country,
  vatId: body.vat_id,
  currency: body.currency,
  paymentTermsDays: body.payment_terms_days,
  invoiceEmail: body.invoice_email,
  buyerReference: body.buyer_reference,
  taxTreatment: body.tax_treatment,
  taxExemptionReason: body.tax_exemption_reason,
  einvoiceFormat: body.einvoice_format,
  registrationId: body.registration_id,
  registrationScheme: body.registration_scheme,
  electronicAddress: body.electronic_address,
  electronicAddressScheme: body.electronic_address_scheme,
  notes: body.notes,
  isArchived: body.is_archived,
  budgetHours: body.budget_hours,
  budgetAmount: body.budget_amount,
  budgetMonthly: body.budget_monthly,
  budgetAlertThresholds: body.budget_alert_thresholds,
  budgetAlertMembers: body.budget_alert_members,
});
