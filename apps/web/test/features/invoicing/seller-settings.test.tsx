import type { Company } from "@tempus/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompanyForm } from "../../../app/features/masterdata/company-form.tsx";
import { fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { CURRENCIES } from "./fixtures.tsx";

const COMPANY: Company = {
  id: 1,
  name: "Acme",
  company_image: null,
  street: "Hauptstraße 1",
  zip_code: "10115",
  city: "Berlin",
  country: "DE",
  vat_id: "DE123456788",
  tax_number: "",
  email: "",
  phone: "",
  website: "",
  iban: "",
  bic: "",
  default_currency: "EUR",
  default_hourly_rate: null,
  timezone: "Europe/Berlin",
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
};

describe("the seller's data in the company settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("saves legal name, number pattern, counter and footer; a pattern without a counter is refused at its field", async () => {
    const saved: unknown[] = [];
    fakeServer({
      "/api/masterdata/currency/": () => json(CURRENCIES),
      "/api/masterdata/company-info/1/": async (_call, _count, request) => {
        saved.push(await request.json());
        return json(COMPANY);
      },
    });
    await renderWithApp(<CompanyForm company={COMPANY} canEdit />);
    const pattern = screen.getByLabelText("Invoice number pattern");
    await userEvent.clear(pattern);
    await userEvent.type(pattern, "RE-{{YYYY}");
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    expect(
      await screen.findByText("The pattern needs exactly one {seq} or {seq:N} (N from 1 to 10)."),
    ).toBeTruthy();
    expect(saved).toEqual([]);

    await userEvent.type(pattern, "-{{seq:3}");
    await userEvent.type(
      screen.getByLabelText("Legal name on invoices (empty: the company name)"),
      "Acme GmbH",
    );
    await userEvent.click(screen.getByLabelText("Invoice counter"));
    await userEvent.click(await screen.findByRole("option", { name: /^Runs on/ }));
    await userEvent.type(
      screen.getByLabelText("Footer text on invoices"),
      "Managing director: A. Smith",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      legal_name: "Acme GmbH",
      invoice_number_pattern: "RE-{YYYY}-{seq:3}",
      invoice_counter_reset: "never",
      invoice_footer: "Managing director: A. Smith",
    });
  }, 20_000);
});
