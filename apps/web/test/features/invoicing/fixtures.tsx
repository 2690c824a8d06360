import type {
  Company,
  Currency,
  Debtor,
  DebtorDetail,
  InvoiceParty,
  Language,
} from "@tempus/contract";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import type { InvoiceDetail, InvoicePreview } from "../../../app/features/invoicing/api.ts";
import { createI18n } from "../../../app/lib/i18n.ts";
import { setTokens } from "../../../app/lib/session.ts";
import { AppProviders } from "../../../app/providers.tsx";
import { project } from "../timelogs/fixtures.ts";

const token = (id: string) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 86_400, jti: id })).replace(/=+$/, "")}.s`;

/** A signed-in session, so that the company is read. */
export const signIn = () => setTokens({ access: token("access"), refresh: token("refresh") });

/** Where the page went, shown on every other address. */
function Location() {
  return <p data-testid="location">{useLocation().pathname + useLocation().search}</p>;
}

/**
 * Renders `ui` at `path` in the app's providers, and `others` at their paths;
 * any other address shows where it is.
 */
export async function renderAt(
  path: string,
  ui: ReactNode,
  others: { path: string; element: ReactNode }[] = [],
  language: Language = "en",
) {
  const i18n = await createI18n(language);
  const router = createMemoryRouter(
    [
      { path, element: <AppProviders>{ui}</AppProviders> },
      ...others.map((route) => ({
        path: route.path,
        element: <AppProviders>{route.element}</AppProviders>,
      })),
      { path: "*", element: <Location /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** A list page of `results`, as every collection answers. */
export const page = <T,>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** A debtor with every field the contract declares: taxed as standard unless told, no buyer reference. */
export const debtor = (id: number, name: string, fields: Partial<Debtor> = {}): Debtor => ({
  id,
  name,
  contact_person: "",
  email: "",
  phone: "",
  street: "",
  zip_code: "",
  city: "",
  country: "DE",
  vat_id: "",
  currency: null,
  payment_terms_days: null,
  invoice_email: "",
  buyer_reference: "",
  tax_treatment: "standard",
  tax_exemption_reason: "",
  einvoice_format: "none",
  registration_id: "",
  registration_scheme: "",
  electronic_address: "",
  electronic_address_scheme: "",
  notes: "",
  is_archived: false,
  budget_hours: null,
  budget_amount: null,
  budget_monthly: false,
  budget_alert_thresholds: [80, 100],
  budget_alert_members: false,
  created_at: "2026-11-01T09:00:00.000Z",
  updated_at: "2026-11-01T09:00:00.000Z",
  ...fields,
});

export const DEBTORS = page([
  debtor(3, "Globex"),
  debtor(4, "Initech", { buyer_reference: "04011000-12345-03" }),
]);

/** One debtor's page: its unbilled logs run over these days (null: none). */
export const debtorDetail = (
  id: number,
  unbilled: { from: string | null; until: string | null } = { from: null, until: null },
): DebtorDetail => ({
  ...(DEBTORS.results.find((entry) => entry.id === id) ?? debtor(id, `Debtor ${id}`)),
  unbilled_seconds: unbilled.from ? 12_600 : 0,
  unbilled_amounts: unbilled.from ? [{ currency: "EUR", amount: "315.00" }] : [],
  unbilled_from: unbilled.from,
  unbilled_until: unbilled.until,
});

export const PROJECTS = page([
  project(11, "Website", { debtor: 3 }),
  project(12, "Shop", { debtor: 3 }),
]);

const currency = (id: number, code: string, name: string, symbol: string): Currency => ({
  id,
  code,
  numeric_code: code === "EUR" ? "978" : "840",
  name,
  symbol,
  decimal_places: 2,
});

export const CURRENCIES = page([
  currency(1, "EUR", "Euro", "€"),
  currency(2, "USD", "US Dollar", "$"),
]);

/** The company with every field an owner or admin reads. */
export const company = (fields: Partial<Company> = {}): Company => ({
  id: 1,
  name: "Acme",
  company_image: null,
  street: "",
  zip_code: "",
  city: "",
  country: "DE",
  vat_id: "",
  tax_number: "",
  email: "",
  phone: "",
  website: "",
  iban: "",
  bic: "",
  default_currency: "EUR",
  default_hourly_rate: null,
  timezone: "Europe/Berlin",
  locked_until: null,
  members_see_own_amounts: false,
  invoice_prefix: "",
  next_invoice_number: 1,
  default_tax_rate: "19.00",
  payment_terms_days: 14,
  setup_completed: true,
  legal_name: "",
  account_holder: "",
  invoice_number_pattern: "{YYYY}-{seq:4}",
  invoice_counter_reset: "yearly",
  invoice_footer: "",
  registration_id: "",
  registration_scheme: "",
  register_court: "",
  seller_identifier: "",
  seller_identifier_scheme: "",
  electronic_address: "",
  electronic_address_scheme: "",
  invoice_contact_name: "",
  legal_info: "",
  tax_regime: "standard",
  cash_discount_days: null,
  cash_discount_percent: null,
  payment_reference_kind: "number",
  late_payment_rate: null,
  ...fields,
});

export const COMPANY = page([company()]);

const line = (
  position: number,
  description: string,
  hours: string,
  net: string,
): InvoiceDetail["lines"][number] => ({
  id: position,
  position,
  description,
  quantity: hours,
  unit_code: "HUR",
  unit_price: "90.0000",
  net_amount: net,
  tax_category: "S",
  tax_rate: "19.00",
  exemption_reason: "",
  project: 10 + position,
  activity: null,
  user: null,
  day: null,
  time_logs: [position * 100],
});

/** The preview of one line per project: 2 h Website and 1.5 h Shop at 90. */
export const PREVIEW: InvoicePreview = {
  currency: "EUR",
  lines: [line(1, "Website", "2.0000", "180.00"), line(2, "Shop", "1.5000", "135.00")].map(
    (entry) => ({ ...entry, id: null }),
  ),
  net_total: "315.00",
  tax_total: "59.85",
  gross_total: "374.85",
  tax_breakdown: [
    {
      tax_category: "S",
      tax_rate: "19.00",
      taxable_amount: "315.00",
      tax_amount: "59.85",
      exemption_reason: "",
      exemption_code: "",
    },
  ],
};

const party = (name: string): InvoiceParty => ({
  name,
  street: "Main St 1",
  zip_code: "10115",
  city: "Berlin",
  country: "DE",
  vat_id: "DE123456788",
  tax_number: "",
  email: `billing@${name.toLowerCase()}.example`,
  phone: "",
  iban: "",
  bic: "",
  account_holder: "",
  buyer_reference: "",
  tax_treatment: "standard",
  tax_exemption_reason: "",
  legal_registration_id: "",
  legal_registration_scheme: "",
  register_court: "",
  identifier: "",
  identifier_scheme: "",
  electronic_address: `billing@${name.toLowerCase()}.example`,
  electronic_address_scheme: "EM",
  contact_name: "",
  legal_info: "",
  tax_regime: "standard",
});

/** Draft 5 of Globex with the preview's lines. */
export const DRAFT: InvoiceDetail = {
  ...PREVIEW,
  lines: [line(1, "Website", "2.0000", "180.00"), line(2, "Shop", "1.5000", "135.00")],
  id: 5,
  number: null,
  type_code: "380",
  status: "draft",
  payment_status: null,
  debtor: 3,
  issue_date: null,
  due_date: null,
  service_from: "2026-10-01",
  service_until: "2026-10-31",
  language: "en",
  grouping: "project",
  projects: [],
  tax_rate: "19.00",
  notes: "",
  corrected_invoice: null,
  credit_note: null,
  credit_notes: [],
  credited_total: "0.00",
  advance_invoices: [],
  seller: null,
  buyer: null,
  paid_total: "0.00",
  prepaid_total: "0.00",
  buyer_reference: null,
  order_reference: "",
  contract_reference: "",
  project_reference: "",
  cash_discount_days: null,
  cash_discount_percent: null,
  payment_reference: null,
  exchange_rate: null,
  amount_due: "374.85",
  sent_at: null,
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
  payments: [],
  delivery_status: null,
  delivery_error: null,
  delivered_at: null,
};

/** Draft 5 once issued as 2026-0007, due on 4 December. */
export const ISSUED: InvoiceDetail = {
  ...DRAFT,
  number: "2026-0007",
  status: "issued",
  payment_status: "unpaid",
  issue_date: "2026-11-20",
  due_date: "2026-12-04",
  seller: party("Acme"),
  buyer: party("Globex"),
  updated_at: "2026-11-20T11:00:00Z",
};
