import { IDENTIFIER_MESSAGES, INVOICE_MESSAGES } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompanyForm } from "../../../app/features/masterdata/company-form.tsx";
import { answer, fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { CURRENCIES, company } from "./fixtures.tsx";

const { companyInfo, currency } = endpoints;
const COMPANY = company({
  street: "Hauptstraße 1",
  zip_code: "10115",
  city: "Berlin",
  vat_id: "DE123456788",
});

/** The texts a field is described by (its helper text or message), as a screen reader reads them. */
function description(field: HTMLElement): string {
  return (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

/** Picks `option` in the select labelled `label`. */
async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/** The company endpoint, keeping each body sent; `reply` answers (the saved company by default). */
function companyServer(reply: () => Response = () => answer(companyInfo.patch, COMPANY)) {
  const saved: Record<string, unknown>[] = [];
  fakeServer({
    "/api/masterdata/currency/": () => answer(currency.list, CURRENCIES),
    "/api/masterdata/company-info/1/": async (_call, _count, request) => {
      saved.push(await request.json());
      return reply();
    },
  });
  return saved;
}

describe("the seller's data in the company settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("saves legal name, number pattern, counter and footer; a pattern without a counter is refused at its field", async () => {
    const saved: unknown[] = [];
    fakeServer({
      "/api/masterdata/currency/": () => answer(currency.list, CURRENCIES),
      "/api/masterdata/company-info/1/": async (_call, _count, request) => {
        saved.push(await request.json());
        return answer(companyInfo.patch, COMPANY);
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

  it("sends the seller's identity, the small-business regime, cash discount, payment reference and penalty rate", async () => {
    const saved = companyServer();
    await renderWithApp(<CompanyForm company={COMPANY} canEdit />);
    expect(screen.getByRole("heading", { name: "Seller identity and tax" })).toBeTruthy();
    // A register entry is the registration's first choice, with the court that keeps it.
    expect(screen.getByLabelText("Legal registration").textContent).toContain("Register entry");
    await userEvent.type(screen.getByLabelText("Registration number"), "HRB 12345");
    await userEvent.type(screen.getByLabelText("Register court"), "Amtsgericht Charlottenburg");
    await userEvent.type(
      screen.getByLabelText("Legal information (legal form, share capital)"),
      "GmbH, share capital 25,000 EUR",
    );
    await choose("Seller identifier scheme", /^0088 GLN/);
    await userEvent.type(screen.getByLabelText("Seller identifier"), "4012345000009");
    await choose("Electronic address scheme", "9930 VAT ID (German)");
    await userEvent.type(screen.getByLabelText("Electronic invoice address"), "DE123456788");
    await userEvent.type(screen.getByLabelText("Contact person on invoices"), "Ada Lovelace");

    const regime = screen.getByLabelText("Tax regime");
    expect(regime.textContent).toBe("Standard (with VAT)");
    for (const named of ["§ 19 UStG", "art. 293 B CGI", "Belgian franchise regime", "no VAT"])
      expect(description(regime)).toContain(named);
    await choose("Tax regime", "Small business (no VAT)");
    await userEvent.type(screen.getByLabelText("Cash discount: days"), "10");
    await userEvent.type(screen.getByLabelText("Cash discount: percent"), "2");
    expect(description(screen.getByLabelText("Cash discount: percent"))).toBe(
      "Enter both the days and the percent, or neither.",
    );
    await choose("Payment reference", /^Belgian structured communication/);
    const penalty = screen.getByLabelText("Late-payment penalty rate (% a year)");
    expect(description(penalty)).toBe("Required for French sellers.");
    await userEvent.type(penalty, "12.5");

    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      registration_scheme: "",
      registration_id: "HRB 12345",
      register_court: "Amtsgericht Charlottenburg",
      legal_info: "GmbH, share capital 25,000 EUR",
      seller_identifier_scheme: "0088",
      seller_identifier: "4012345000009",
      electronic_address_scheme: "9930",
      electronic_address: "DE123456788",
      invoice_contact_name: "Ada Lovelace",
      tax_regime: "small_business",
      cash_discount_days: "10",
      cash_discount_percent: "2",
      payment_reference_kind: "belgian",
      late_payment_rate: "12.5",
    });
  }, 30_000);

  it("sends empty cash discount and penalty rate as null, the standard regime and the invoice number as reference", async () => {
    const saved = companyServer();
    await renderWithApp(<CompanyForm company={COMPANY} canEdit />);
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      tax_regime: "standard",
      payment_reference_kind: "number",
      registration_scheme: "",
      electronic_address_scheme: "",
      cash_discount_days: null,
      cash_discount_percent: null,
      late_payment_rate: null,
    });
  });

  it("asks for the register court with a register entry or a SIREN, not with other schemes", async () => {
    companyServer();
    await renderWithApp(<CompanyForm company={COMPANY} canEdit />);
    expect(screen.getByLabelText("Register court")).toBeTruthy();
    await choose("Legal registration", /^0208 Enterprise number/);
    expect(screen.queryByLabelText("Register court")).toBeNull();
    await choose("Legal registration", /^0002 SIREN/);
    expect(screen.getByLabelText("Register court")).toBeTruthy();
  });

  it("does not send a court typed and then hidden by another scheme", async () => {
    const saved = companyServer();
    await renderWithApp(<CompanyForm company={COMPANY} canEdit />);
    await userEvent.type(screen.getByLabelText("Register court"), "Amtsgericht Köln");
    await choose("Legal registration", /^0208 Enterprise number/);
    await userEvent.type(screen.getByLabelText("Registration number"), "0403.170.701");
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      registration_scheme: "0208",
      registration_id: "0403.170.701",
      register_court: "",
    });
  });

  it("keeps showing a stored court whatever the scheme, so that it can be seen and removed", async () => {
    companyServer();
    await renderWithApp(
      <CompanyForm
        company={{ ...COMPANY, registration_scheme: "0208", register_court: "Tribunal de Liège" }}
        canEdit
      />,
    );
    expect((screen.getByLabelText("Register court") as HTMLInputElement).value).toBe(
      "Tribunal de Liège",
    );
  });

  it("shows the server's messages at their fields: IBAN, electronic address, cash discount", async () => {
    const saved = companyServer(() =>
      json(
        {
          iban: [IDENTIFIER_MESSAGES.ibanCheckDigits],
          electronic_address: [IDENTIFIER_MESSAGES.addressVatCountry("9930", "DE")],
          cash_discount_percent: [INVOICE_MESSAGES.cashDiscountIncomplete],
        },
        400,
      ),
    );
    await renderWithApp(<CompanyForm company={COMPANY} canEdit />);
    await choose("Electronic address scheme", "9930 VAT ID (German)");
    await userEvent.type(screen.getByLabelText("Electronic invoice address"), "FR40303265045");
    await userEvent.type(screen.getByLabelText("Cash discount: days"), "10");
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() =>
      expect(description(screen.getByLabelText("IBAN"))).toBe(
        "Enter a valid IBAN: the check digits do not match.",
      ),
    );
    expect(description(screen.getByLabelText("Electronic invoice address"))).toBe(
      "Enter a valid electronic address: scheme 9930 takes a VAT ID starting with DE.",
    );
    expect(description(screen.getByLabelText("Cash discount: percent"))).toBe(
      "Enter both the days and the percent of the cash discount.",
    );
    expect(screen.getByLabelText("IBAN").getAttribute("aria-invalid")).toBe("true");
  }, 20_000);

  it("refuses an IBAN, BIC and VAT ID the contract refuses at their fields, and sends nothing", async () => {
    const saved = companyServer();
    await renderWithApp(<CompanyForm company={COMPANY} canEdit />);
    await userEvent.type(screen.getByLabelText("IBAN"), "DE89 3704 0044 0532 0130 01");
    await userEvent.type(screen.getByLabelText("BIC"), "12345678");
    const vatId = screen.getByLabelText("VAT ID");
    await userEvent.clear(vatId);
    await userEvent.type(vatId, "DE123456789");
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    await waitFor(() =>
      expect(description(screen.getByLabelText("IBAN"))).toBe(
        "Enter a valid IBAN: the check digits do not match.",
      ),
    );
    expect(description(screen.getByLabelText("BIC"))).toBe(
      "Enter a valid BIC: the first 4 characters, the bank code, must be letters.",
    );
    expect(description(vatId)).toBe("Enter a valid VAT ID: the check digits do not match.");
    expect(saved).toEqual([]);
  }, 20_000);

  it("names the small-business rules in German", async () => {
    companyServer();
    await renderWithApp(<CompanyForm company={COMPANY} canEdit />, { language: "de" });
    expect(screen.getByRole("heading", { name: "Verkäuferangaben und Steuern" })).toBeTruthy();
    const regime = screen.getByLabelText("Besteuerung");
    expect(description(regime)).toContain("Kleinunternehmerregelung nach § 19 UStG");
    await choose("Besteuerung", "Kleinunternehmerregelung (ohne Umsatzsteuer)");
    expect(regime.textContent).toBe("Kleinunternehmerregelung (ohne Umsatzsteuer)");
    expect(screen.getByLabelText("Registergericht")).toBeTruthy();
    expect(screen.getByLabelText("Skonto: Tage")).toBeTruthy();
  });
});
