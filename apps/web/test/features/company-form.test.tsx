import { COMPANY_MESSAGES, type Company } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompanyForm } from "../../app/features/masterdata/company-form.tsx";
import { answer, fakeServer, json } from "../fake-server.ts";
import { renderWithApp } from "../render.tsx";
import { currency } from "./account-fixtures.ts";
import { fullPage } from "./timelogs/fixtures.ts";

const currencies = () => answer(endpoints.currency.list, fullPage([currency()]));

const company: Company = {
  id: 1,
  name: "Acme",
  company_image: null,
  street: "",
  zip_code: "",
  city: "Berlin",
  country: "DE",
  email: "",
  phone: "",
  website: "",
  default_currency: "EUR",
  timezone: "Europe/Berlin",
  locked_until: null,
  members_see_own_amounts: false,
  setup_completed: true,
  iban: "DE89370400440532013000",
  vat_id: "DE123456788",
  tax_number: "",
  bic: "",
  default_hourly_rate: null,
  invoice_prefix: "",
  next_invoice_number: 1,
  default_tax_rate: null,
  payment_terms_days: 14,
  legal_name: "",
  account_holder: "",
  invoice_number_pattern: "{YYYY}-{seq:4}",
  invoice_counter_reset: "yearly",
  invoice_footer: "",
};

describe("company form", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lets go of a refused logo's message once another file is chosen", async () => {
    fakeServer({
      "/api/masterdata/currency/": currencies,
      "/api/masterdata/company-info/1/": () =>
        json({ company_image: [COMPANY_MESSAGES.invalidImage] }, 400),
    });
    await renderWithApp(<CompanyForm company={company} canEdit />);
    const input = screen.getByTestId("logo-input") as HTMLInputElement;
    await userEvent.upload(input, new File(["not a picture"], "logo.png", { type: "image/png" }));
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    await waitFor(() => expect(screen.getByText(COMPANY_MESSAGES.invalidImage)).toBeTruthy());
    await userEvent.upload(input, new File(["\x89PNG"], "other.png", { type: "image/png" }));
    expect(screen.queryByText(COMPANY_MESSAGES.invalidImage)).toBeNull();
  });

  it("sends the whole-number fields as numbers, and the logo with the fields as multipart", async () => {
    const sent: Request[] = [];
    fakeServer({
      "/api/masterdata/currency/": currencies,
      "/api/masterdata/company-info/1/": (_call, _count, request) => {
        sent.push(request);
        return answer(endpoints.companyInfo.patch, company);
      },
    });
    await renderWithApp(<CompanyForm company={company} canEdit />);
    const days = screen.getByLabelText("Payment terms (days)");
    await userEvent.clear(days);
    await userEvent.type(days, "30");
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await sent[0]?.json()).toMatchObject({
      name: "Acme",
      city: "Berlin",
      next_invoice_number: 1,
      payment_terms_days: 30,
      default_tax_rate: null,
    });

    const logo = new File(["\x89PNG"], "logo.png", { type: "image/png" });
    await userEvent.upload(screen.getByTestId("logo-input") as HTMLInputElement, logo);
    await userEvent.click(screen.getByRole("button", { name: "Save company" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const form = await sent[1]?.formData();
    expect(form?.get("name")).toBe("Acme");
    expect(form?.get("payment_terms_days")).toBe("30");
    expect((form?.get("company_image") as File | null)?.name).toBe("logo.png");
  });

  it("says in the app's language that the name and the invoice numbers are needed, and sends nothing", async () => {
    const calls = fakeServer({ "/api/masterdata/currency/": currencies });
    await renderWithApp(<CompanyForm company={company} canEdit />, { language: "de" });
    await userEvent.clear(screen.getByLabelText("Unternehmensname"));
    await userEvent.clear(screen.getByLabelText("Zahlungsziel (Tage)"));
    await userEvent.click(screen.getByRole("button", { name: "Unternehmen speichern" }));
    // The payment terms left empty were sent as 0 days before; now they are asked for.
    await waitFor(() =>
      expect(screen.getAllByText("Dieses Feld ist erforderlich.")).toHaveLength(2),
    );
    expect(screen.getByLabelText("Unternehmensname").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Zahlungsziel (Tage)").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);
  });

  it("shows a member the company without its finance data, logo picker or save", async () => {
    fakeServer({
      "/api/masterdata/currency/": currencies,
    });
    await renderWithApp(<CompanyForm company={company} canEdit={false} />);
    expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("Berlin");
    expect(screen.queryByLabelText("IBAN")).toBeNull();
    expect(screen.queryByLabelText("VAT ID")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Seller identity and tax" })).toBeNull();
    expect(screen.queryByLabelText("Electronic invoice address")).toBeNull();
    expect(screen.queryByLabelText("Tax regime")).toBeNull();
    expect(screen.queryByTestId("logo-input")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save company" })).toBeNull();
  });
});
