import { DEFAULT_BUDGET_THRESHOLDS, EINVOICE_FORMATS, TAX_TREATMENTS } from "@tempus/contract";
import type { TFunction } from "i18next";
import type { FieldSpec } from "../../components/forms/entity-form.tsx";
import {
  electronicAddressSchemeOptions,
  registrationSchemeOptions,
} from "../../lib/identifier-schemes.ts";

export function projectFields(t: TFunction, debtors: { id: number; name: string }[]): FieldSpec[] {
  return [
    { name: "name", label: t("fields.name"), required: true },
    {
      name: "debtor",
      label: t("fields.debtor"),
      type: "select",
      options: [
        { value: "", label: t("none") },
        ...debtors.map((entry) => ({ value: String(entry.id), label: entry.name })),
      ],
    },
    { name: "start_date", label: t("fields.start_date"), type: "date" },
    { name: "end_date", label: t("fields.end_date"), type: "date" },
    { name: "color", label: t("fields.color"), type: "color" },
    { name: "billable_by_default", label: t("fields.billable_by_default"), type: "switch" },
    { name: "description", label: t("fields.description"), type: "multiline" },
    { name: "is_archived", label: t("fields.is_archived"), type: "switch" },
    ...budgetFields(t, t("fields.budget_alert_members")),
  ];
}

/**
 * The budgets and their alerts (decision 030), a project's or a debtor's (over all its
 * projects); `membersLabel` names who else gets the hour budget's alerts.
 */
function budgetFields(t: TFunction, membersLabel: string): FieldSpec[] {
  return [
    {
      name: "budget_hours",
      label: t("fields.budget_hours"),
      type: "number",
      heading: t("budget.heading"),
    },
    { name: "budget_amount", label: t("fields.budget_amount"), type: "number" },
    {
      name: "budget_alert_thresholds",
      label: t("fields.budget_alert_thresholds"),
      type: "integers",
      helperText: t("budget.thresholdsHelp"),
    },
    { name: "budget_monthly", label: t("fields.budget_monthly"), type: "switch" },
    { name: "budget_alert_members", label: membersLabel, type: "switch" },
  ];
}

/** What a new debtor starts with: the choices of the buyer fields, the budget's thresholds. */
export const NEW_DEBTOR = {
  budget_alert_thresholds: DEFAULT_BUDGET_THRESHOLDS,
  tax_treatment: "standard",
  einvoice_format: "none",
  registration_scheme: "",
  electronic_address_scheme: "",
};

/** The e-invoices that need more of the debtor than the PDF does: their form says what. */
const FORMATS_WITH_NEEDS = new Set(["xrechnung", "peppol"]);

/** A debtor's fields; its currency is one of `currencies` (the API's list), or the company's. */
export function debtorFields(
  t: TFunction,
  currencies: { code: string; name: string }[] = [],
): FieldSpec[] {
  return [
    { name: "name", label: t("fields.name"), required: true },
    { name: "contact_person", label: t("fields.contact_person") },
    { name: "email", label: t("fields.email") },
    { name: "phone", label: t("fields.phone") },
    { name: "street", label: t("fields.street") },
    { name: "zip_code", label: t("fields.zip_code") },
    { name: "city", label: t("fields.city") },
    { name: "country", label: t("fields.country") },
    { name: "vat_id", label: t("fields.vat_id") },
    {
      name: "currency",
      label: t("fields.currency"),
      type: "select",
      options: [
        { value: "", label: t("debtors.companyCurrency") },
        ...currencies.map((entry) => ({
          value: entry.code,
          label: `${entry.code} – ${entry.name}`,
        })),
      ],
    },
    // The buyer on invoices.
    { name: "invoice_email", label: t("fields.invoice_email"), heading: t("debtors.invoiceData") },
    { name: "buyer_reference", label: t("fields.buyer_reference") },
    {
      name: "tax_treatment",
      label: t("fields.tax_treatment"),
      type: "select",
      options: TAX_TREATMENTS.map((value) => ({ value, label: t(`taxTreatments.${value}`) })),
      helperText: (values) => t(`taxTreatmentHelp.${values.tax_treatment}`),
    },
    { name: "tax_exemption_reason", label: t("fields.tax_exemption_reason") },
    {
      name: "einvoice_format",
      label: t("fields.einvoice_format"),
      type: "select",
      options: EINVOICE_FORMATS.map((value) => ({ value, label: t(`einvoiceFormats.${value}`) })),
      // What the chosen e-invoice needs of the debtor, before an invoice is refused for it.
      helperText: (values) =>
        FORMATS_WITH_NEEDS.has(String(values.einvoice_format))
          ? t(`einvoiceFormatHelp.${values.einvoice_format}`)
          : undefined,
    },
    { name: "payment_terms_days", label: t("fields.payment_terms_days"), type: "integer" },
    {
      name: "registration_scheme",
      label: t("fields.registration_scheme"),
      type: "select",
      emptyAsText: true,
      options: registrationSchemeOptions(t),
    },
    {
      name: "registration_id",
      label: t("fields.registration_id"),
      helperText: t("debtors.registrationHelp"),
    },
    {
      name: "electronic_address_scheme",
      label: t("fields.electronic_address_scheme"),
      type: "select",
      emptyAsText: true,
      options: electronicAddressSchemeOptions(t),
    },
    {
      name: "electronic_address",
      label: t("fields.electronic_address"),
      helperText: t("debtors.electronicAddressHelp"),
    },
    { name: "notes", label: t("fields.notes"), type: "multiline" },
    { name: "is_archived", label: t("fields.is_archived"), type: "switch" },
    ...budgetFields(t, t("debtors.budgetAlertMembers")),
  ];
}
