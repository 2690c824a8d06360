import type { Debtor } from "@tempus/contract";
import type { debtor } from "../../db/schema/index.ts";

export type DebtorRow = typeof debtor.$inferSelect;

export const toDebtor = (row: DebtorRow): Debtor => ({
  id: row.id,
  name: row.name,
  contact_person: row.contactPerson,
  email: row.email,
  phone: row.phone,
  street: row.street,
  zip_code: row.zipCode,
  city: row.city,
  country: row.country,
  vat_id: row.vatId,
  currency: row.currency,
  payment_terms_days: row.paymentTermsDays,
  invoice_email: row.invoiceEmail,
  buyer_reference: row.buyerReference,
  tax_treatment: row.taxTreatment,
  tax_exemption_reason: row.taxExemptionReason,
  einvoice_format: row.einvoiceFormat,
  registration_id: row.registrationId,
  registration_scheme: row.registrationScheme,
  electronic_address: row.electronicAddress,
  electronic_address_scheme: row.electronicAddressScheme,
  notes: row.notes,
  is_archived: row.isArchived,
  budget_hours: row.budgetHours,
  budget_amount: row.budgetAmount,
  budget_monthly: row.budgetMonthly,
  budget_alert_thresholds: row.budgetAlertThresholds,
  budget_alert_members: row.budgetAlertMembers,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
