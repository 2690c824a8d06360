import { type DebtorWriteSchema, FIELD_MESSAGES } from "@tempus/contract";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/open-database.ts";
import { currency } from "../../db/schema/index.ts";
import { ValidationError } from "../../http/errors.ts";

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
  notes: body.notes,
  isArchived: body.is_archived,
});
