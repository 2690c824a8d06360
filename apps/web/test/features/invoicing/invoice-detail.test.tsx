import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvoiceDetail } from "../../../app/features/invoicing/api.ts";
import { InvoiceDetailPage } from "../../../app/features/invoicing/index.ts";
import { clearTokens } from "../../../app/lib/session.ts";
import { fakeServer, json } from "../../fake-server.ts";
import { COMPANY, DEBTORS, DRAFT, ISSUED, renderAt, signIn } from "./fixtures.tsx";

const INVOICE = "/api/invoicing/invoice/5/";
const reference = {
  "/api/projectmanagement/debtor/": () => json(DEBTORS),
  "/api/masterdata/company-info/": () => json(COMPANY),
};
const notFound = () => json({ detail: "Not found." }, 404);

/** The server's invoice 5, changed by the actions as the real one would. */
function serverWith(
  start: InvoiceDetail,
  extra: (state: { invoice: InvoiceDetail }) => Parameters<typeof fakeServer>[0] = () => ({}),
) {
  const state = { invoice: start };
  const bodies: Record<string, unknown> = {};
  const action =
    (name: string, change: (body: Record<string, unknown>) => InvoiceDetail, status = 200) =>
    async (_call: unknown, _count: number, request: Request) => {
      const text = await request.text();
      const body = text ? JSON.parse(text) : null;
      bodies[name] = body;
      state.invoice = change(body);
      return json(state.invoice, status);
    };
  const calls = fakeServer({
    ...reference,
    [INVOICE]: (call) =>
      call.method === "DELETE" ? new Response(null, { status: 204 }) : json(state.invoice),
    [`${INVOICE}issue/`]: action("issue", () => ISSUED),
    [`${INVOICE}mark-sent/`]: action("mark-sent", () => ({
      ...state.invoice,
      sent_at: "2026-11-21T09:00:00Z",
    })),
    [`${INVOICE}send/`]: action(
      "send",
      () =>
        ({
          ...state.invoice,
          sent_at: "2026-11-21T09:00:00Z",
          delivery_status: "sent",
          delivered_at: "2026-11-21T09:00:00Z",
          delivery_error: null,
        }) as InvoiceDetail,
    ),
    [`${INVOICE}pdf/`]: notFound,
    ...extra(state),
  });
  return { calls, bodies };
}

describe("an invoice's page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearTokens();
  });

  it("issues a draft after a confirmation stating the number's pattern and the total", async () => {
    signIn();
    const { bodies } = serverWith(DRAFT);
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    expect(await screen.findByRole("heading", { name: "Draft 5" })).toBeTruthy();
    expect(screen.getByTestId("invoice-status").textContent).toBe("Draft");
    expect(screen.getByTestId("gross-total").textContent).toBe("€374.85");
    expect(screen.queryByText("Documents")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Issue" }));
    const dialog = await screen.findByRole("dialog");
    const year = new Date().getFullYear();
    expect(within(dialog).getByText(/It gets the next number/).textContent).toBe(
      `It gets the next number (${year}-####) and a total of €374.85. An issued invoice can no longer be changed, only cancelled by a credit note.`,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue" }));
    expect(await screen.findByRole("heading", { name: "Invoice 2026-0007" })).toBeTruthy();
    expect(bodies.issue).toEqual({});
    expect(screen.getByTestId("invoice-status").textContent).toBe("IssuedUnpaid");
    expect(screen.getByTestId("invoice-facts").textContent).toContain("Due date12/4/2026");
    // The PDF is not there yet (404): no preview, the downloads are offered all the same.
    expect(screen.queryByTestId("pdf-preview")).toBeNull();
    expect(
      within(screen.getByText("Documents").closest(".MuiCardContent-root") as HTMLElement)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["PDF", "Factur-X", "CII XML", "XRechnung (UBL)"]);
  });

  it("shows why a draft cannot be issued, with the way to the data that is missing", async () => {
    const seller = "Complete the company's invoice data first: street, vat_id or tax_number.";
    const buyer = "Complete the debtor's invoice data first: city, country.";
    serverWith(DRAFT, () => ({
      [`${INVOICE}issue/`]: () => json({ non_field_errors: [seller, buyer] }, 400),
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Issue" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Issue" }),
    );
    // The rest of the page is hidden from assistive technology while the dialog closes.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sellerAlert = (await screen.findByText(seller)).closest('[role="alert"]') as HTMLElement;
    expect(
      within(sellerAlert).getByRole("link", { name: "Company settings" }).getAttribute("href"),
    ).toBe("/app/settings?tab=company");
    const buyerAlert = screen.getByText(buyer).closest('[role="alert"]') as HTMLElement;
    expect(within(buyerAlert).getByRole("link", { name: "Edit debtor" }).getAttribute("href")).toBe(
      "/app/project-time/debtor/3",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Draft 5");
  });

  it("deletes a draft after asking and returns to the list", async () => {
    const { calls } = serverWith(DRAFT);
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete draft" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }),
    );
    expect((await screen.findByTestId("location")).textContent).toBe("/app/invoices");
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      INVOICE,
    ]);
  });

  it("records payments, the server's refusal at the amount, until the invoice is paid", async () => {
    let payments = 0;
    const { bodies } = serverWith(ISSUED, (state) => ({
      [`${INVOICE}payment/`]: async (_call, _count, request) => {
        payments++;
        bodies.payment = await request.json();
        if (payments === 1)
          return json({ amount: ["The payment exceeds the amount due (374.85)."] }, 400);
        state.invoice = {
          ...ISSUED,
          payment_status: "paid",
          paid_total: "374.85",
          amount_due: "0.00",
          payments: [
            {
              id: 1,
              date: "2026-11-22",
              amount: "374.85",
              note: "",
              created_at: "2026-11-22T10:00:00Z",
            },
          ],
        };
        return json(state.invoice, 201);
      },
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Record payment" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Still due: €374.85")).toBeTruthy();
    const amount = within(dialog).getByLabelText(/^Amount/) as HTMLInputElement;
    expect(amount.value).toBe("374.85");
    await userEvent.clear(amount);
    await userEvent.type(amount, "400");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record" }));
    expect(
      await within(dialog).findByText("The payment exceeds the amount due (374.85)."),
    ).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, "374.85");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies.payment).toMatchObject({ amount: "374.85", note: "" });
    await waitFor(() =>
      expect(screen.getByTestId("invoice-status").textContent).toBe("IssuedPaid"),
    );
    expect(screen.getByTestId("payments").textContent).toContain("€374.85");
    expect(screen.queryByRole("button", { name: "Record payment" })).toBeNull();
  });

  it("cancels by a credit note, keeping the logs billed when asked to", async () => {
    const creditNote = {
      ...ISSUED,
      id: 6,
      number: "2026-0008",
      type_code: "381" as const,
      corrected_invoice: 5,
    };
    const { bodies } = serverWith(ISSUED, (state) => ({
      [`${INVOICE}cancel/`]: async (_call, _count, request) => {
        bodies.cancel = await request.json();
        state.invoice = { ...ISSUED, status: "cancelled", credit_note: 6 };
        return json(creditNote, 201);
      },
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel by credit note" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel invoice 2026-0007?" });
    await userEvent.click(within(dialog).getByLabelText("Make its time logs billable again"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel by credit note" }));
    expect(await screen.findByText("Credit note 2026-0008 was issued.")).toBeTruthy();
    expect(bodies.cancel).toEqual({ release_time_logs: false });
    expect(
      await screen.findByText("This invoice was cancelled by a credit note: open the credit note"),
    ).toBeTruthy();
    expect(screen.getByTestId("invoice-status").textContent).toBe("Cancelled");
    expect(screen.queryByRole("button", { name: "Cancel by credit note" })).toBeNull();
  });

  it("marks as sent, sends by e-mail and shows the delivery", async () => {
    const { bodies } = serverWith(ISSUED);
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Send by e-mail" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/billing@globex.example/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect((await screen.findByTestId("delivery")).textContent).toMatch(/^Deliveredon /);
    expect(bodies.send).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark as sent" })).toBeNull();
  });

  it("shows a refused mail and the failed delivery that will be tried again", async () => {
    const failed =
      "The invoice could not be sent by e-mail. It is kept and will be sent again automatically.";
    serverWith(ISSUED, (state) => ({
      [`${INVOICE}send/`]: () => {
        state.invoice = {
          ...ISSUED,
          delivery_status: "failed",
          delivery_error: "550 mailbox unavailable",
          delivered_at: null,
        } as InvoiceDetail;
        return json({ detail: failed }, 502);
      },
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Send by e-mail" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Send" }),
    );
    expect((await screen.findByText(failed)).closest('[role="alert"]')).toBeTruthy();
    expect((await screen.findByTestId("delivery")).textContent).toBe(
      "Delivery failed550 mailbox unavailable",
    );
  });

  it("shows the PDF once the server renders it and downloads each document with the session", async () => {
    signIn();
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const { calls } = serverWith(ISSUED, () => ({
      [`${INVOICE}pdf/`]: () =>
        new Response(pdf, { headers: { "content-type": "application/pdf" } }),
      [`${INVOICE}cii/`]: () =>
        new Response("<rsm:CrossIndustryInvoice/>", {
          headers: {
            "content-type": "application/xml; charset=utf-8",
            "content-disposition": 'attachment; filename="2026-0007.xml"',
          },
        }),
    }));
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return `blob:${created.length}`;
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    const frame = (await screen.findByTestId("pdf-preview")) as HTMLIFrameElement;
    expect(frame.getAttribute("src")).toBe("blob:1");
    expect(frame.title).toBe("PDF of invoice 2026-0007");
    expect(created[0].type).toBe("application/pdf");

    await userEvent.click(screen.getByRole("button", { name: "CII XML" }));
    await waitFor(() => expect(clicked).toEqual(["2026-0007.xml"]));
    expect(await created[1].text()).toBe("<rsm:CrossIndustryInvoice/>");
    expect(
      calls
        .filter((call) => /\/(pdf|cii)\/$/.test(call.url))
        .map((call) => [call.url, call.authorization?.startsWith("Bearer h.")]),
    ).toEqual([
      [`${INVOICE}pdf/`, true],
      [`${INVOICE}cii/`, true],
    ]);
  });

  it("says so when the invoice does not exist (another company's, or deleted)", async () => {
    fakeServer({ ...reference, [INVOICE]: notFound });
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    expect(await screen.findByText("This invoice does not exist.")).toBeTruthy();
  });
});
