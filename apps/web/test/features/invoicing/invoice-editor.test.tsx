import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InvoiceCreatePage, InvoiceEditPage } from "../../../app/features/invoicing/index.ts";
import { clearTokens } from "../../../app/lib/session.ts";
import { fakeServer, json } from "../../fake-server.ts";
import { CURRENCIES, DEBTORS, DRAFT, PREVIEW, PROJECTS, renderAt } from "./fixtures.tsx";

const PREVIEW_PATH = "/api/invoicing/invoice/preview/";
const reference = {
  "/api/projectmanagement/debtor/": () => json(DEBTORS),
  "/api/projectmanagement/project/": () => json(PROJECTS),
  "/api/masterdata/currency/": () => json(CURRENCIES),
};

describe("the invoice editor", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
  });

  it("previews the debtor's unbilled time once the form rests, never a half-typed value", async () => {
    const previews: unknown[] = [];
    const calls = fakeServer({
      ...reference,
      [PREVIEW_PATH]: async (_call, _count, request) => {
        previews.push(await request.json());
        return json(PREVIEW);
      },
    });
    await renderAt("/app/invoices/new", <InvoiceCreatePage debtor="3" />);

    // The debtor came with the address and the period is last month: the preview is asked once.
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
      grouping: "project",
      projects: [],
      language: "en",
      notes: "",
      include_time: true,
      manual_lines: [],
    });

    // "7." and "7.5." are not numbers: only the settled "7.5" is asked for.
    await userEvent.type(screen.getByLabelText("VAT rate (%)"), "7.5");
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]).toMatchObject({ tax_rate: "7.5" });

    // A manual line without a price is not sent; once priced it is.
    await userEvent.click(screen.getByRole("button", { name: "Add a line" }));
    await userEvent.type(screen.getByLabelText(/^Description/), "Hosting");
    await new Promise((resolve) => setTimeout(resolve, 600));
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
      "/api/invoicing/invoice/": () => {
        created++;
        return created === 1
          ? json({ currency: ['"XYZ" is not a valid choice.'] }, 400)
          : json({ ...DRAFT, id: 9 }, 201);
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
    const calls = fakeServer({ ...reference, [PREVIEW_PATH]: () => json(PREVIEW) });
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
      [PREVIEW_PATH]: () => json(PREVIEW),
      "/api/invoicing/invoice/5/": async (call, _count, request) => {
        if (call.method === "PUT") saved.push(await request.json());
        return json({ ...DRAFT, lines: [...DRAFT.lines, manual] });
      },
    });
    await renderAt("/app/invoices/5/edit", <InvoiceEditPage id="5" />);
    expect(await screen.findByRole("heading", { name: "Edit draft 5" })).toBeTruthy();
    expect((screen.getByLabelText(/^Description/) as HTMLInputElement).value).toBe("Discount");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/app/invoices/5");
    expect(saved).toEqual([
      {
        debtor: 3,
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
      },
    ]);
  });
});
