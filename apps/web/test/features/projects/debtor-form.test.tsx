import {
  type DebtorBudget,
  type DebtorDetail,
  IDENTIFIER_MESSAGES,
  type User,
} from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DebtorDetailPage } from "../../../app/features/projects/pages/debtor-detail-page.tsx";
import { DebtorsPage } from "../../../app/features/projects/pages/debtors-page.tsx";
import { answer, fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";

const owner = { id: 1, username: "ann", role: "owner" } as User;

const DEBTOR: DebtorDetail = {
  id: 3,
  name: "Globex",
  contact_person: "",
  email: "",
  phone: "",
  street: "1 rue de Rivoli",
  zip_code: "75001",
  city: "Paris",
  country: "FR",
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
  created_at: "2026-01-05T09:00:00Z",
  updated_at: "2026-01-05T09:00:00Z",
  unbilled_seconds: 0,
  unbilled_amounts: [],
  unbilled_from: null,
  unbilled_until: null,
};

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

/** The currencies to choose from: the euro only. */
const currencies = () =>
  answer(endpoints.currency.list, {
    count: 1,
    next: null,
    previous: null,
    results: [
      { id: 1, code: "EUR", numeric_code: "978", name: "Euro", symbol: "€", decimal_places: 2 },
    ],
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

/** A debtor's budget over its projects with no budget set (nothing to burn down). */
const NO_BUDGET: DebtorBudget = {
  period: "total",
  start: null,
  end: "2026-11-10",
  currency: "EUR",
  budget_hours: null,
  budget_amount: null,
  thresholds: [80, 100],
  used_seconds: 0,
  used_amount: "0.00",
  weeks: [],
};

/** The debtor's page with its edit form; each change sent is kept, `reply` answers it. */
async function renderDebtor(
  reply: () => Response = () => answer(endpoints.debtor.patch, DEBTOR),
  budget: DebtorBudget = NO_BUDGET,
) {
  const sent: Record<string, unknown>[] = [];
  fakeServer({
    "/api/masterdata/currency/": currencies,
    "/api/projectmanagement/debtor/3/budget/": () => answer(endpoints.debtorBudget.get, budget),
    "/api/projectmanagement/project/": () => answer(endpoints.project.list, EMPTY_PAGE),
    "/api/projectmanagement/debtor/3/": async (call, _count, request) => {
      if (call.method === "GET") return answer(endpoints.debtor.get, DEBTOR);
      sent.push(await request.json());
      return reply();
    },
  });
  await renderWithApp(<DebtorDetailPage id="3" user={owner} />);
  await screen.findByRole("button", { name: "Save" });
  return sent;
}

describe("the debtor's invoice data", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers intra-Community supply, export and outside the scope of VAT, each explained", async () => {
    const sent = await renderDebtor();
    const treatment = screen.getByLabelText("VAT treatment");
    expect(description(treatment)).toBe("VAT at the invoice's rates.");
    await choose("VAT treatment", "Intra-Community supply of goods (K)");
    expect(description(treatment)).toContain("Goods delivered to a business in another EU country");
    await choose("VAT treatment", "Export outside the EU (G)");
    expect(description(treatment)).toContain("Goods exported to a country outside the EU");
    await choose("VAT treatment", "Outside the scope of VAT (O)");
    expect(description(treatment)).toContain("e.g. services to a business outside the EU");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tax_treatment: "outside_scope" });
  }, 20_000);

  it("sends Peppol with the buyer's SIREN and electronic address, and says what Peppol needs", async () => {
    const sent = await renderDebtor();
    const format = screen.getByLabelText("Preferred e-invoice");
    expect(description(format)).toBe("");
    await choose("Preferred e-invoice", "Peppol BIS 3 (UBL)");
    expect(description(format)).toContain("an electronic address of a Peppol scheme");
    expect(description(format)).toContain("not an e-mail address");
    await choose("Legal registration", "0002 SIREN (French company number)");
    await userEvent.type(screen.getByLabelText("Registration number"), "732829320");
    await choose("Electronic address scheme", "0208 Enterprise number (Belgian)");
    await userEvent.type(screen.getByLabelText("Electronic invoice address"), "0403.170.701");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      einvoice_format: "peppol",
      registration_scheme: "0002",
      registration_id: "732829320",
      electronic_address_scheme: "0208",
      electronic_address: "0403.170.701",
    });
  }, 20_000);

  it("says what an XRechnung needs while it is chosen", async () => {
    await renderDebtor();
    const format = screen.getByLabelText("Preferred e-invoice");
    await choose("Preferred e-invoice", "XRechnung (UBL)");
    expect(description(format)).toContain("buyer reference (a public authority's Leitweg-ID)");
    expect(description(format)).toContain("post code");
    await choose("Preferred e-invoice", "None (PDF only)");
    expect(description(format)).toBe("");
  });

  it("shows the server's message at the electronic address", async () => {
    const sent = await renderDebtor(() =>
      json({ electronic_address: [IDENTIFIER_MESSAGES.belgianEnterpriseCheckDigits] }, 400),
    );
    await choose("Electronic address scheme", "0208 Enterprise number (Belgian)");
    const address = screen.getByLabelText("Electronic invoice address");
    await userEvent.type(address, "0403170702");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(description(address)).toBe(
        "Enter a valid Belgian enterprise number: the check digits do not match.",
      ),
    );
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("creates a debtor with a register entry and no electronic address, sent as empty text", async () => {
    const created: Record<string, unknown>[] = [];
    fakeServer({
      "/api/masterdata/currency/": currencies,
      "/api/projectmanagement/debtor/": async (call, _count, request) => {
        if (call.method === "GET") return answer(endpoints.debtor.list, EMPTY_PAGE);
        created.push(await request.json());
        return answer(endpoints.debtor.create, DEBTOR, 201);
      },
    });
    await renderWithApp(<DebtorsPage user={owner} />);
    expect(screen.getByLabelText("Legal registration").textContent).toBe(
      "Register entry (free text, e.g. HRB 12345)",
    );
    expect(screen.getByLabelText("Electronic address scheme").textContent).toBe("None");
    await userEvent.type(screen.getByLabelText(/^Name/), "Globex");
    await userEvent.click(screen.getByRole("button", { name: "New debtor" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      name: "Globex",
      tax_treatment: "standard",
      einvoice_format: "none",
      registration_scheme: "",
      registration_id: "",
      electronic_address_scheme: "",
      electronic_address: "",
    });
  });
});

describe("the debtor's budget", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the burn-down over the debtor's projects in the debtor's currency", async () => {
    await renderDebtor(undefined, {
      ...NO_BUDGET,
      start: "2026-11-02",
      currency: "CHF",
      budget_hours: "20.00",
      budget_amount: "2000.00",
      used_seconds: 54000,
      used_amount: "1200.00",
      weeks: [
        {
          week: "2026-11-02",
          tracked_seconds: 54000,
          amount: "1200.00",
          cumulative_seconds: 54000,
          cumulative_amount: "1200.00",
        },
      ],
    });
    expect((await screen.findByTestId("budget-hours")).textContent).toContain(
      "15:00 h of 20:00 h used (75 %)",
    );
    expect(screen.getByTestId("budget-amount").textContent).toContain(
      "CHF\u00a01,200.00 of CHF\u00a02,000.00 used (60 %)",
    );
    expect(screen.getByRole("table", { name: "Budget use by week" })).toBeTruthy();
  });

  it("sends the debtor's budgets, thresholds, monthly reset and whether members are mailed", async () => {
    const sent = await renderDebtor();
    expect(screen.queryByTestId("budget-hours")).toBeNull();
    const thresholds = screen.getByLabelText("Alert thresholds (%)") as HTMLInputElement;
    expect(thresholds.value).toBe("80, 100");
    await userEvent.type(screen.getByLabelText("Budget (hours)"), "40");
    await userEvent.type(screen.getByLabelText("Budget (amount)"), "5000");
    await userEvent.clear(thresholds);
    await userEvent.type(thresholds, "90");
    await userEvent.click(screen.getByLabelText("Budget resets every month (retainer)"));
    await userEvent.click(
      screen.getByLabelText("Also mail those who tracked time for this debtor (hour budget)"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      budget_hours: "40",
      budget_amount: "5000",
      budget_alert_thresholds: [90],
      budget_monthly: true,
      budget_alert_members: true,
    });
  }, 20_000);

  it("starts a new debtor with alerts at 80 % and 100 %", async () => {
    const created: Record<string, unknown>[] = [];
    fakeServer({
      "/api/masterdata/currency/": currencies,
      "/api/projectmanagement/debtor/": async (call, _count, request) => {
        if (call.method === "GET") return answer(endpoints.debtor.list, EMPTY_PAGE);
        created.push(await request.json());
        return answer(endpoints.debtor.create, DEBTOR, 201);
      },
    });
    await renderWithApp(<DebtorsPage user={owner} />);
    await userEvent.type(screen.getByLabelText(/^Name/), "Initech");
    await userEvent.click(screen.getByRole("button", { name: "New debtor" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      name: "Initech",
      budget_alert_thresholds: [80, 100],
      budget_monthly: false,
      budget_alert_members: false,
    });
  });
});
