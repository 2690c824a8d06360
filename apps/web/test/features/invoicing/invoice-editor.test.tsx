import { endpoints } from "@tempus/contract/endpoints";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvoiceDetail } from "../../../app/features/invoicing/api.ts";
import { previousMonth } from "../../../app/features/invoicing/format.ts";
import {
  InvoiceCreatePage,
  InvoiceEditPage,
} from "../../../app/features/invoicing/invoice-editor-page.tsx";
import { DashboardSummary } from "../../../app/features/timelogs/dashboard-summary.tsx";
import { clearTokens } from "../../../app/lib/session.ts";
import InvoiceCreate from "../../../app/routes/app/invoices/create.tsx";
import { answer, fakeServer, json } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { dashboard } from "../timelogs/fixtures.ts";
import {
  CURRENCIES,
  company,
  DEBTORS,
  DRAFT,
  debtorDetail,
  ISSUED,
  PREVIEW,
  PROJECTS,
  page,
  renderAt,
  signIn,
} from "./fixtures.tsx";

const { invoice, debtor, project, currency, companyInfo, dashboard: summary, timelog } = endpoints;
const PREVIEW_PATH = "/api/invoicing/invoice/preview/";
const INVOICES = "/api/invoicing/invoice/";
const PM = "/api/projectmanagement";
const reference = {
  [`${PM}/debtor/`]: () => answer(debtor.list, DEBTORS),
  [`${PM}/debtor/3/`]: () => answer(debtor.get, debtorDetail(3)),
  [`${PM}/project/`]: () => answer(project.list, PROJECTS),
  "/api/masterdata/currency/": () => answer(currency.list, CURRENCIES),
  [INVOICES]: () => answer(invoice.list, page([])),
};

/** Picks `option` in the select labelled `label`. */
async function choose(label: string | RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

/** Globex's advance invoices: 2026-0003 still to deduct, 2026-0002 deducted by 2026-0004. */
const ADVANCE: InvoiceDetail = {
  ...ISSUED,
  id: 20,
  number: "2026-0003",
  type_code: "386",
  issue_date: "2026-10-15",
  net_total: "100.00",
  tax_total: "19.00",
  gross_total: "119.00",
  lines: [],
};
const DEDUCTED: InvoiceDetail = { ...ADVANCE, id: 21, number: "2026-0002" };
const FINAL: InvoiceDetail = { ...ISSUED, id: 22, number: "2026-0004", advance_invoices: [21] };

/**
 * The editor's clock: timers run as in real time (waitFor, typing), and `rest(ms)` moves
 * them past a delay at once, to see that a debounced request did not go out.
 */
function restingClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
  return (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
}

describe("the invoice editor", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearTokens();
  });

  it("previews the debtor's unbilled time once the form rests, never a half-typed value", async () => {
    const rest = restingClock();
    const previews: unknown[] = [];
    const calls = fakeServer({
      ...reference,
      [PREVIEW_PATH]: async (_call, _count, request) => {
        previews.push(await request.json());
        return answer(invoice.preview, PREVIEW);
      },
    });
    await renderAt("/app/invoices/new", <InvoiceCreatePage debtor="3" />);

    // The debtor came with the address and has no unbilled logs: the period is last month.
    const preview = await screen.findByTestId("invoice-preview");
    await within(preview).findByText("Website");
    expect(within(preview).getByTestId("net-total").textContent).toBe("€315.00");
    expect(within(preview).getByTestId("tax-total").textContent).toBe("€59.85");
    expect(within(preview).getByTestId("gross-total").textContent).toBe("€374.85");
    expect(within(preview).getByTestId("tax-group").textContent).toBe("VAT 19 % on €315.00€59.85");
    expect(within(preview).getByText("2 h").closest("tr")?.textContent).toBe(
      "Website2 h€90.0019 %€180.00",
    );
    expect(previews).toHaveLength(1);
    expect(previews[0]).toMatchObject({
      debtor: 3,
      type_code: "380",
      service_from: previousMonth().from,
      service_until: previousMonth().until,
      grouping: "project",
      projects: [],
      language: "en",
      notes: "",
      include_time: true,
      manual_lines: [],
      advance_invoices: [],
      buyer_reference: null,
      cash_discount_days: null,
      cash_discount_percent: null,
    });

    // "7." and "7.5." are not numbers: only the settled "7.5" is asked for.
    await userEvent.type(screen.getByLabelText("VAT rate (%)"), "7.5");
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]).toMatchObject({ tax_rate: "7.5" });

    // A manual line without a price is not sent; once priced it is.
    await userEvent.click(screen.getByRole("button", { name: "Add a line" }));
    await userEvent.type(screen.getByLabelText(/^Description/), "Hosting");
    await rest(600);
    expect(previews).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^Unit price/), "25");
    await waitFor(() => expect(previews).toHaveLength(3));
    expect(previews[2]).toMatchObject({
      manual_lines: [{ description: "Hosting", quantity: "1", unit_code: "C62", unit_price: "25" }],
    });
    await userEvent.click(screen.getByRole("button", { name: "Remove line 1" }));
    expect(screen.queryAllByTestId("manual-line")).toHaveLength(0);
    expect(calls.filter((call) => call.url === PREVIEW_PATH).length).toBe(previews.length);
  }, 20_000);

  it("shows the preview's refusal above it and the server's refusals at their fields", async () => {
    let created = 0;
    fakeServer({
      ...reference,
      [PREVIEW_PATH]: () =>
        json({ non_field_errors: ["An invoice needs at least one line."] }, 400),
      [INVOICES]: (call) => {
        if (call.method === "GET") return answer(invoice.list, page([]));
        created++;
        return created === 1
          ? json({ currency: ['"XYZ" is not a valid choice.'] }, 400)
          : answer(invoice.create, { ...DRAFT, id: 9 }, 201);
      },
    });
    await renderAt("/app/invoices/new", <InvoiceCreatePage debtor="3" />);
    expect(
      (await screen.findByText("An invoice needs at least one line.")).closest('[role="alert"]'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect(await screen.findByText('"XYZ" is not a valid choice.')).toBeTruthy();
    expect(
      screen.getByLabelText("Currency").closest(".MuiFormControl-root")?.textContent,
    ).toContain('"XYZ" is not a valid choice.');

    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/app/invoices/9");
  });

  it("refuses an impossible period before sending, at the field", async () => {
    const calls = fakeServer({
      ...reference,
      [PREVIEW_PATH]: () => answer(invoice.preview, PREVIEW),
    });
    await renderAt("/app/invoices/new", <InvoiceCreatePage debtor="3" />);
    await screen.findByText("Website");
    fireEvent.change(screen.getByLabelText("Service until"), { target: { value: "2000-01-01" } });
    expect(
      screen.getByLabelText("Service until").closest(".MuiFormControl-root")?.textContent,
    ).toContain("The service period must not end before it starts.");
    fireEvent.change(screen.getByLabelText("Service from"), { target: { value: "2026-13-01" } });
    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect(
      await screen.findByText(
        "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST" && call.url !== PREVIEW_PATH)).toEqual([]);
    expect(calls.filter((call) => call.url === PREVIEW_PATH)).toHaveLength(1);
  });

  it("edits a draft with its manual lines and saves it with PUT", async () => {
    const manual = {
      ...DRAFT.lines[0],
      id: 3,
      position: 3,
      description: "Discount",
      quantity: "-1.0000",
      unit_code: "C62",
      unit_price: "50.0000",
      net_amount: "-50.00",
      project: null,
      time_logs: [],
    };
    const saved: unknown[] = [];
    fakeServer({
      ...reference,
      [PREVIEW_PATH]: () => answer(invoice.preview, PREVIEW),
      "/api/invoicing/invoice/5/": async (call, _count, request) => {
        if (call.method === "PUT") saved.push(await request.json());
        return answer(invoice.get, { ...DRAFT, lines: [...DRAFT.lines, manual] });
      },
    });
    await renderAt("/app/invoices/5/edit", <InvoiceEditPage id="5" />);
    expect(await screen.findByRole("heading", { name: "Edit draft 5" })).toBeTruthy();
    expect((screen.getByLabelText(/^Description/) as HTMLInputElement).value).toBe("Discount");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/app/invoices/5");
    // The line's VAT is the debtor's (standard, the invoice's rate): it stays the default.
    expect(saved).toEqual([
      {
        debtor: 3,
        type_code: "380",
        service_from: "2026-10-01",
        service_until: "2026-10-31",
        grouping: "project",
        projects: [],
        currency: "EUR",
        tax_rate: "19.00",
        language: "en",
        notes: "",
        include_time: true,
        manual_lines: [
          { description: "Discount", quantity: "-1.0000", unit_code: "C62", unit_price: "50.0000" },
        ],
        advance_invoices: [],
        buyer_reference: null,
        order_reference: "",
        contract_reference: "",
        project_reference: "",
        cash_discount_days: null,
        cash_discount_percent: null,
      },
    ]);
  });

  it("keeps a saved line's own VAT category and reason, and its references and cash discount", async () => {
    const exempt = {
      ...DRAFT.lines[0],
      id: 3,
      position: 3,
      description: "Seminar",
      quantity: "1.0000",
      unit_code: "C62",
      unit_price: "400.0000",
      net_amount: "400.00",
      tax_category: "E" as const,
      tax_rate: "0.00",
      exemption_reason: "§ 4 Nr. 21 UStG",
      project: null,
      time_logs: [],
    };
    const saved: Record<string, unknown>[] = [];
    fakeServer({
      ...reference,
      [PREVIEW_PATH]: () => answer(invoice.preview, PREVIEW),
      "/api/invoicing/invoice/5/": async (call, _count, request) => {
        if (call.method === "PUT") saved.push(await request.json());
        return answer(invoice.get, {
          ...DRAFT,
          language: "de",
          lines: [...DRAFT.lines, exempt],
          buyer_reference: "991-01234-56",
          order_reference: "PO 4711",
          cash_discount_days: 14,
          cash_discount_percent: "3.00",
        });
      },
    });
    await renderAt("/app/invoices/5/edit", <InvoiceEditPage id="5" />);
    await screen.findByRole("heading", { name: "Edit draft 5" });
    expect((screen.getByLabelText(/^Reason for no VAT/) as HTMLInputElement).value).toBe(
      "§ 4 Nr. 21 UStG",
    );
    expect(screen.getByLabelText("Cash discount: days")).toHaveProperty("value", "14");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByTestId("location");
    expect(saved[0]).toMatchObject({
      language: "de",
      manual_lines: [
        {
          description: "Seminar",
          unit_price: "400.0000",
          tax_category: "E",
          exemption_reason: "§ 4 Nr. 21 UStG",
        },
      ],
      buyer_reference: "991-01234-56",
      order_reference: "PO 4711",
      cash_discount_days: "14",
      cash_discount_percent: "3.00",
    });
    expect(saved[0].manual_lines).toEqual([
      expect.not.objectContaining({ tax_rate: expect.anything() }),
    ]);
  });

  it("sends the language, references, cash discount, advance invoices deducted and a line's VAT category", async () => {
    signIn();
    const bodies: Record<string, unknown>[] = [];
    const previews: Record<string, unknown>[] = [];
    fakeServer({
      ...reference,
      "/api/masterdata/company-info/": () =>
        answer(
          companyInfo.list,
          page([company({ cash_discount_days: 10, cash_discount_percent: "2.00" })]),
        ),
      [`${PM}/debtor/4/`]: () => answer(debtor.get, debtorDetail(4)),
      [PREVIEW_PATH]: async (_call, _count, request) => {
        previews.push(await request.json());
        return answer(invoice.preview, PREVIEW);
      },
      [INVOICES]: async (call, _count, request) => {
        if (call.method === "GET") {
          const query = new URL(request.url).searchParams;
          expect([query.get("debtor"), query.get("status")]).toEqual(["4", "issued"]);
          return answer(invoice.list, page([ADVANCE, DEDUCTED, FINAL, ISSUED]));
        }
        bodies.push(await request.json());
        return answer(invoice.create, { ...DRAFT, id: 9 }, 201);
      },
    });
    await renderAt("/app/invoices/new", <InvoiceCreatePage debtor="4" />);
    await screen.findByText("Website");
    // The company's cash discount to begin with; the debtor's buyer reference unless another is typed.
    expect(screen.getByLabelText("Cash discount: days")).toHaveProperty("value", "10");
    expect(screen.getByLabelText("Cash discount (%)")).toHaveProperty("value", "2.00");
    expect(
      screen.getByLabelText("Buyer reference (Leitweg-ID)").closest(".MuiFormControl-root")
        ?.textContent,
    ).toContain("Empty: the debtor's (04011000-12345-03)");

    await choose("Language of the invoice", "French");
    await userEvent.type(screen.getByLabelText("Order number"), "PO-2026-118");
    await userEvent.type(screen.getByLabelText("Contract number"), "C-7");
    await userEvent.type(screen.getByLabelText("Project reference"), "Relaunch");
    await userEvent.clear(screen.getByLabelText("Cash discount (%)"));
    await userEvent.type(screen.getByLabelText("Cash discount (%)"), "3");

    // Only the advance invoice no other invoice deducts is offered.
    const advances = screen.getByTestId("advance-invoices");
    expect(within(advances).getAllByRole("checkbox")).toHaveLength(1);
    await userEvent.click(within(advances).getByLabelText("2026-0003 of 10/15/2026: €119.00"));
    expect(within(advances).getByTestId("advances-deducted").textContent).toBe("Deducted: €119.00");

    await userEvent.click(screen.getByRole("button", { name: "Add a line" }));
    await userEvent.type(screen.getByLabelText(/^Description/), "Travel");
    await userEvent.type(screen.getByLabelText(/^Unit price/), "120");
    // The debtor's category is the default; a chosen category without VAT asks for no rate.
    expect(screen.getByLabelText("VAT category").textContent).toBe("The debtor's (Standard rate)");
    await choose("VAT category", "Intra-Community supply");
    expect(screen.queryByLabelText("VAT (%)")).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Reason for no VAT/), "Art. 138 VAT Directive");

    // The preview is asked with all of it; the advance invoice is taken off what is due.
    await waitFor(() =>
      expect(previews.at(-1)).toMatchObject({
        language: "fr",
        advance_invoices: [20],
        manual_lines: [{ tax_category: "K", exemption_reason: "Art. 138 VAT Directive" }],
      }),
    );
    const preview = screen.getByTestId("invoice-preview");
    await waitFor(() =>
      expect(within(preview).getByTestId("amount-due").textContent).toBe("€255.85"),
    );
    expect(within(preview).getByTestId("prepaid-total").textContent).toBe("-€119.00");

    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/app/invoices/9");
    expect(bodies).toEqual([
      {
        debtor: 4,
        type_code: "380",
        service_from: previousMonth().from,
        service_until: previousMonth().until,
        grouping: "project",
        projects: [],
        language: "fr",
        notes: "",
        include_time: true,
        manual_lines: [
          {
            description: "Travel",
            quantity: "1",
            unit_code: "C62",
            unit_price: "120",
            tax_category: "K",
            exemption_reason: "Art. 138 VAT Directive",
          },
        ],
        advance_invoices: [20],
        buyer_reference: null,
        order_reference: "PO-2026-118",
        contract_reference: "C-7",
        project_reference: "Relaunch",
        cash_discount_days: "10",
        cash_discount_percent: "3",
      },
    ]);
    expect(previews.at(-1)).toEqual(bodies[0]);
  }, 30_000);

  it("makes an advance invoice of the manual lines only, deducting nothing", async () => {
    const bodies: Record<string, unknown>[] = [];
    fakeServer({
      ...reference,
      [PREVIEW_PATH]: () => answer(invoice.preview, PREVIEW),
      [INVOICES]: async (call, _count, request) => {
        if (call.method === "GET") return answer(invoice.list, page([ADVANCE]));
        bodies.push(await request.json());
        return answer(invoice.create, { ...DRAFT, id: 9, type_code: "386" }, 201);
      },
    });
    await renderAt("/app/invoices/new", <InvoiceCreatePage debtor="3" />);
    await screen.findByText("Website");
    await userEvent.click(within(screen.getByTestId("advance-invoices")).getByRole("checkbox"));
    await choose("Type", "Advance invoice");
    expect(
      screen.getByText(/An advance invoice bills the further lines below, not tracked time/),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Lines")).toBeNull();
    expect(screen.queryByLabelText("Bill the unbilled time of the period")).toBeNull();
    expect(screen.queryByTestId("advance-invoices")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add a line" }));
    await userEvent.type(screen.getByLabelText(/^Description/), "First instalment");
    await userEvent.type(screen.getByLabelText(/^Unit price/), "1000");
    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));
    await screen.findByTestId("location");
    expect(bodies[0]).toMatchObject({
      type_code: "386",
      include_time: false,
      advance_invoices: [],
      manual_lines: [{ description: "First instalment", unit_price: "1000" }],
    });
  });

  it("refuses days without a percent of cash discount at the empty field, before sending", async () => {
    const rest = restingClock();
    const calls = fakeServer({
      ...reference,
      [PREVIEW_PATH]: () => answer(invoice.preview, PREVIEW),
    });
    await renderAt("/app/invoices/new", <InvoiceCreatePage debtor="3" />);
    await screen.findByText("Website");
    await userEvent.type(screen.getByLabelText("Cash discount: days"), "10");
    expect(
      screen.getByLabelText("Cash discount (%)").closest(".MuiFormControl-root")?.textContent,
    ).toContain("Enter both the days and the percent of the cash discount.");
    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));
    await rest(600);
    expect(calls.filter((call) => call.method === "POST" && call.url !== PREVIEW_PATH)).toEqual([]);
    expect(calls.filter((call) => call.url === PREVIEW_PATH)).toHaveLength(1);
  });
});

describe("the invoice editor's checks before sending", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("says in the app's language that a debtor is needed, and sends nothing", async () => {
    const calls = fakeServer({
      ...reference,
      [PREVIEW_PATH]: () => answer(invoice.preview, PREVIEW),
    });
    await renderWithApp(<InvoiceCreatePage debtor="" />, { language: "de" });
    const debtorField = await screen.findByLabelText(/^Debitor/);
    await userEvent.click(screen.getByRole("button", { name: "Entwurf anlegen" }));
    await waitFor(() =>
      expect(debtorField.closest(".MuiFormControl-root")?.textContent).toContain(
        "Dieses Feld ist erforderlich.",
      ),
    );
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("keeps back a manual line the contract refuses, its messages at the line once submitted", async () => {
    const rest = restingClock();
    const calls = fakeServer({
      ...reference,
      [PREVIEW_PATH]: () => answer(invoice.preview, PREVIEW),
      [INVOICES]: (call) =>
        call.method === "GET"
          ? answer(invoice.list, page([]))
          : answer(invoice.create, { ...DRAFT, id: 9 }, 201),
    });
    await renderAt("/app/invoices/new", <InvoiceCreatePage debtor="3" />);
    await screen.findByText("Website");
    await userEvent.click(screen.getByRole("button", { name: "Add a line" }));
    // An untouched line says nothing until the draft is submitted.
    const line = screen.getByTestId("manual-line");
    expect(within(line).queryByText("This field may not be blank.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect(await within(line).findByText("This field may not be blank.")).toBeTruthy();
    expect(screen.getByLabelText(/^Description/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(/^Unit price/).getAttribute("aria-invalid")).toBe("true");
    await rest(600);
    expect(calls.filter((call) => call.method === "POST" && call.url !== PREVIEW_PATH)).toEqual([]);

    // Completed, the line goes with the draft.
    await userEvent.type(screen.getByLabelText(/^Description/), "Hosting");
    await userEvent.type(screen.getByLabelText(/^Unit price/), "25");
    await userEvent.click(screen.getByRole("button", { name: "Create draft" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/app/invoices/9");
    expect(calls.filter((call) => call.method === "POST" && call.url === INVOICES)).toHaveLength(1);
  });
});

describe("a new invoice from ready to bill", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("covers the debtor's unbilled logs, not last month", async () => {
    const previews: Record<string, unknown>[] = [];
    fakeServer({
      ...reference,
      [`${PM}/debtor/3/`]: () =>
        answer(debtor.get, debtorDetail(3, { from: "2026-08-28", until: "2026-11-19" })),
      [`${PM}/dashboard/`]: () =>
        answer(
          summary.get,
          dashboard({
            unbilled_amounts: [{ currency: "EUR", amount: "315.00" }],
            ready_to_bill: [
              {
                debtor: 3,
                name: "Globex",
                unbilled_seconds: 12_600,
                amounts: [{ currency: "EUR", amount: "315.00" }],
              },
            ],
          }),
        ),
      [`${PM}/timelog/running/`]: () => json({ detail: "Not found." }, 404),
      [`${PM}/timelog/`]: () => answer(timelog.list, page([])),
      [PREVIEW_PATH]: async (_call, _count, request) => {
        previews.push(await request.json());
        return answer(invoice.preview, PREVIEW);
      },
    });
    await renderAt("/app", <DashboardSummary defaultCurrency="EUR" canBill />, [
      { path: "/app/invoices/new", element: <InvoiceCreate /> },
    ]);
    await userEvent.click(await screen.findByRole("link", { name: "Create invoice for Globex" }));
    expect(await screen.findByRole("heading", { name: "New invoice" })).toBeTruthy();
    expect(screen.getByLabelText("Service from")).toHaveProperty("value", "2026-08-28");
    expect(screen.getByLabelText("Service until")).toHaveProperty("value", "2026-11-19");
    await screen.findByText("Website");
    expect(previews).toHaveLength(1);
    expect(previews[0]).toMatchObject({
      debtor: 3,
      service_from: "2026-08-28",
      service_until: "2026-11-19",
    });
  });

  it("follows the debtor chosen in the form until the period is set by hand", async () => {
    const rest = restingClock();
    fakeServer({
      ...reference,
      [`${PM}/debtor/4/`]: () =>
        answer(debtor.get, debtorDetail(4, { from: "2026-11-03", until: "2026-11-04" })),
      [PREVIEW_PATH]: () => answer(invoice.preview, PREVIEW),
    });
    await renderAt("/app/invoices/new", <InvoiceCreatePage debtor="" />);
    await choose(/^Debtor/, "Initech");
    await waitFor(() =>
      expect(screen.getByLabelText("Service from")).toHaveProperty("value", "2026-11-03"),
    );
    expect(screen.getByLabelText("Service until")).toHaveProperty("value", "2026-11-04");
    fireEvent.change(screen.getByLabelText("Service from"), { target: { value: "2026-10-01" } });
    await choose(/^Debtor/, "Globex");
    await rest(100);
    expect(screen.getByLabelText("Service from")).toHaveProperty("value", "2026-10-01");
  });
});
