import { endpoints } from "@tempus/contract/endpoints";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvoiceDetail, SendDefaults } from "../../../app/features/invoicing/api.ts";
import { todayIn } from "../../../app/features/invoicing/format.ts";

/** The issue date the dialog proposes: today in the company's zone (the fixtures' Berlin). */
const today = () => todayIn("Europe/Berlin");

import { InvoiceDetailPage } from "../../../app/features/invoicing/invoice-detail-page.tsx";
import { clearTokens } from "../../../app/lib/session.ts";
import { answer, fakeServer, json } from "../../fake-server.ts";
import { COMPANY, company, DEBTORS, DRAFT, ISSUED, page, renderAt, signIn } from "./fixtures.tsx";

const { invoice, payment } = endpoints;
const INVOICE = "/api/invoicing/invoice/5/";
const reference = {
  "/api/projectmanagement/debtor/": () => answer(endpoints.debtor.list, DEBTORS),
  "/api/masterdata/company-info/": () => answer(endpoints.companyInfo.list, COMPANY),
};
const notFound = () => json({ detail: "Not found." }, 404);
/** What GET …/send/ proposes (send-dialog.test.tsx tests the dialog itself). */
const SEND_DEFAULTS: SendDefaults = {
  to: ["billing@globex.example"],
  cc: [],
  subject: "Invoice 2026-0007 from Acme",
  message: "Hello,\n\nplease find attached our invoice 2026-0007.\n\nKind regards\nAcme",
  copy_to: "owner@acme.example",
};
type Handler = Parameters<typeof fakeServer>[0][string];
/** …/send/: the send dialog's proposal (GET), else `send` (POST). */
const sending =
  (send: Handler): Handler =>
  (call, count, request) =>
    call.method === "GET"
      ? answer(invoice.sendDefaults, SEND_DEFAULTS)
      : send(call, count, request);

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
      return answer(invoice.get, state.invoice, status);
    };
  const calls = fakeServer({
    ...reference,
    [INVOICE]: (call) =>
      call.method === "DELETE"
        ? new Response(null, { status: 204 })
        : answer(invoice.get, state.invoice),
    [`${INVOICE}issue/`]: action("issue", () => ISSUED),
    [`${INVOICE}mark-sent/`]: action("mark-sent", () => ({
      ...state.invoice,
      sent_at: "2026-11-21T09:00:00Z",
    })),
    [`${INVOICE}send/`]: sending(
      action("send", () => ({
        ...state.invoice,
        sent_at: "2026-11-21T09:00:00Z",
        delivery_status: "sent",
        delivered_at: "2026-11-21T09:00:00Z",
        delivery_error: null,
      })),
    ),
    [`${INVOICE}pdf/`]: notFound,
    // The number issuing takes: the year's next.
    [`${INVOICE}next-number/`]: (_call, _count, request) => {
      const date = new URL(request.url).searchParams.get("issue_date") ?? "2026-11-20";
      return answer(invoice.nextNumber, {
        number: date.startsWith("2026") ? "2026-0007" : `${date.slice(0, 4)}-0001`,
        issue_date: date,
      });
    },
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

  it("issues a draft on the chosen date, stating the number it takes there and the total", async () => {
    signIn();
    const { bodies, calls } = serverWith(DRAFT);
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    expect(await screen.findByRole("heading", { name: "Draft 5" })).toBeTruthy();
    expect(screen.getByTestId("invoice-status").textContent).toBe("Draft");
    expect(screen.getByTestId("gross-total").textContent).toBe("€374.85");
    expect(screen.queryByText("Documents")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Issue" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue this invoice?" });
    const date = within(dialog).getByLabelText("Issue date") as HTMLInputElement;
    expect(date.value).toBe(today());
    await waitFor(() =>
      expect(within(dialog).getByTestId("issue-text").textContent).toBe(
        "It gets the number 2026-0007 and a total of €374.85. An issued invoice can no longer be changed, only corrected by a credit note.",
      ),
    );
    // Issued in the company's currency: no exchange rate is asked.
    expect(within(dialog).queryByLabelText(/Exchange rate/)).toBeNull();
    // Another year, another counter: the number follows the date.
    fireEvent.change(date, { target: { value: "2027-01-04" } });
    await waitFor(() =>
      expect(within(dialog).getByTestId("issue-text").textContent).toMatch(
        /^It gets the number 2027-0001 and/,
      ),
    );
    expect(calls.filter((call) => call.url === `${INVOICE}next-number/`).length).toBe(2);
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue" }));
    expect(await screen.findByRole("heading", { name: "Invoice 2026-0007" })).toBeTruthy();
    expect(bodies.issue).toEqual({ issue_date: "2027-01-04" });
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

  it("knows the refusal in the language the server answered in", async () => {
    const seller = "Vervollständige zuerst die Rechnungsdaten des Unternehmens: street.";
    serverWith(DRAFT, () => ({
      [`${INVOICE}issue/`]: () => json({ non_field_errors: [seller] }, 400),
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />, [], "de");
    await userEvent.click(await screen.findByRole("button", { name: "Ausstellen" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Ausstellen" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const alert = (await screen.findByText(seller)).closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/app/settings?tab=company"]);
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
        return answer(payment.create, state.invoice, 201);
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

  it("takes a payment as a German types it", async () => {
    const { bodies } = serverWith(ISSUED, (state) => ({
      [`${INVOICE}payment/`]: async (_call, _count, request) => {
        bodies.payment = await request.json();
        return answer(payment.create, state.invoice, 201);
      },
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />, [], "de");
    await userEvent.click(await screen.findByRole("button", { name: "Zahlung erfassen" }));
    const dialog = await screen.findByRole("dialog");
    const amount = within(dialog).getByLabelText(/^Betrag/) as HTMLInputElement;
    expect(amount.value).toBe("374,85");
    await userEvent.clear(amount);
    await userEvent.type(amount, "49,90");
    await userEvent.click(within(dialog).getByRole("button", { name: "Erfassen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies.payment).toMatchObject({ amount: "49.90" });
  });

  it("cancels all of it by a credit note, keeping the logs billed when asked to", async () => {
    const creditNote: InvoiceDetail = {
      ...ISSUED,
      id: 6,
      number: "2026-0008",
      type_code: "381",
      corrected_invoice: 5,
    };
    const { bodies } = serverWith(ISSUED, (state) => ({
      [`${INVOICE}cancel/`]: async (_call, _count, request) => {
        bodies.cancel = await request.json();
        state.invoice = {
          ...ISSUED,
          status: "cancelled",
          credit_note: 6,
          credit_notes: [6],
          credited_total: "374.85",
          amount_due: "0.00",
          payment_status: null,
        };
        return answer(invoice.cancel, creditNote, 201);
      },
      "/api/invoicing/invoice/6/": () => answer(invoice.get, creditNote),
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Issue credit note" }));
    const dialog = await screen.findByRole("dialog", { name: "Credit note for invoice 2026-0007" });
    expect(within(dialog).getByLabelText("The whole invoice: it is cancelled")).toHaveProperty(
      "checked",
      true,
    );
    expect(within(dialog).getByTestId("creditable").textContent).toBe(
      "Still to credit: €374.85 (gross)",
    );
    await userEvent.click(
      within(dialog).getByLabelText("Make the credited lines' time logs billable again"),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    expect(await screen.findByText("Credit note 2026-0008 was issued.")).toBeTruthy();
    expect(screen.getByText("Invoice cancelled")).toBeTruthy();
    expect(bodies.cancel).toEqual({ release_time_logs: false });
    expect(
      await screen.findByText("This invoice was cancelled by a credit note: open the credit note"),
    ).toBeTruthy();
    expect(screen.getByTestId("invoice-status").textContent).toBe("Cancelled");
    expect(screen.queryByRole("button", { name: "Issue credit note" })).toBeNull();
  });

  it("marks as sent, sends by e-mail and shows the delivery", async () => {
    const { bodies } = serverWith(ISSUED);
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Send by e-mail" }));
    const dialog = await screen.findByRole("dialog");
    expect(((await within(dialog).findByLabelText(/^To/)) as HTMLInputElement).value).toBe(
      "billing@globex.example",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect((await screen.findByTestId("delivery")).textContent).toMatch(/^Deliveredon /);
    expect(bodies.send).toEqual({
      to: ["billing@globex.example"],
      cc: [],
      message: SEND_DEFAULTS.message,
      copy_to_me: false,
    });
    expect(screen.queryByRole("button", { name: "Mark as sent" })).toBeNull();
  });

  it("writes when it was sent and delivered on the company's clock, not the browser's", async () => {
    signIn();
    // 11:30 UTC (the browser's zone here) is already 00:30 the next day in Auckland.
    const sent = {
      ...ISSUED,
      sent_at: "2026-11-21T11:30:00Z",
      delivery_status: "sent" as const,
      delivered_at: "2026-11-21T11:31:00Z",
      delivery_error: null,
    };
    serverWith(sent, () => ({
      "/api/masterdata/company-info/": () =>
        answer(endpoints.companyInfo.list, page([company({ timezone: "Pacific/Auckland" })])),
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    const facts = await screen.findByTestId("invoice-facts");
    await waitFor(() => expect(facts.textContent).toContain("Sent11/22/2026, 12:30:00 AM"));
    expect(screen.getByTestId("delivery").textContent).toBe("Deliveredon 11/22/2026, 12:31:00 AM");
  });

  it("shows a refused mail and the failed delivery that will be tried again", async () => {
    const failed =
      "The invoice could not be sent by e-mail. It is kept and will be sent again automatically.";
    serverWith(ISSUED, (state) => ({
      [`${INVOICE}send/`]: sending(() => {
        state.invoice = {
          ...ISSUED,
          delivery_status: "failed",
          delivery_error: "550 mailbox unavailable",
          delivered_at: null,
        };
        return json({ detail: failed }, 502);
      }),
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Send by e-mail" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByLabelText(/^To/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    // The mail is kept and tried again: the dialog closes, the page says so.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
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

  it("asks for the exchange rate of an invoice in another currency, with the server's message at it", async () => {
    signIn();
    const message =
      "Enter the exchange rate from USD to EUR: the VAT is also stated in the company's currency.";
    const inDollars = { ...DRAFT, currency: "USD" };
    let issues = 0;
    const { bodies } = serverWith(inDollars, (state) => ({
      [`${INVOICE}issue/`]: async (_call, _count, request) => {
        issues++;
        bodies.issue = await request.json();
        if (issues === 1) return json({ exchange_rate: [message] }, 400);
        state.invoice = {
          ...ISSUED,
          currency: "USD",
          exchange_rate: "0.92150000",
          payment_reference: "2026-0007",
        };
        return answer(invoice.issue, state.invoice);
      },
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Issue" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue this invoice?" });
    const rate = await within(dialog).findByLabelText(/^Exchange rate \(1 USD = … EUR\)/);
    expect(rate.hasAttribute("required")).toBe(true);
    await waitFor(() =>
      expect(within(dialog).getByTestId("issue-text").textContent).toContain("2026-0007"),
    );
    // Sent without a rate, the server's refusal stands at the field; the dialog stays.
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue" }));
    expect(
      (await within(dialog).findByText(message)).closest(".MuiFormControl-root")?.contains(rate),
    ).toBe(true);
    expect(bodies.issue).toEqual({ issue_date: today() });
    await userEvent.type(rate, "0.9215");
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue" }));
    expect(await screen.findByRole("heading", { name: "Invoice 2026-0007" })).toBeTruthy();
    expect(bodies.issue).toEqual({ issue_date: today(), exchange_rate: "0.9215" });
    const facts = screen.getByTestId("invoice-facts").textContent;
    expect(facts).toContain("Exchange rate1 USD = 0.9215 EUR");
    expect(facts).toContain("Payment reference2026-0007");
  });

  it("keeps the exchange rate the server asked for while it is typed, the company's currency unknown", async () => {
    const message = "Enter the exchange rate from USD to EUR.";
    const inDollars = { ...DRAFT, currency: "USD" };
    let issues = 0;
    const { bodies } = serverWith(inDollars, (state) => ({
      "/api/masterdata/company-info/": () => json({ detail: "Server error." }, 500),
      [`${INVOICE}issue/`]: async (_call, _count, request) => {
        issues++;
        bodies.issue = await request.json();
        if (issues === 1) return json({ exchange_rate: [message] }, 400);
        state.invoice = { ...ISSUED, currency: "USD", exchange_rate: "0.92150000" };
        return answer(invoice.issue, state.invoice);
      },
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Issue" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue this invoice?" });
    // Which currency is the company's is not known: no rate is asked at first.
    expect(within(dialog).queryByLabelText(/^Exchange rate/)).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue" }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    const rate = within(dialog).getByLabelText(/^Exchange rate/);
    await userEvent.type(rate, "0.9215");
    // Typed, the server's message is answered: the field stays until the invoice is issued.
    await waitFor(() => expect(within(dialog).queryByText(message)).toBeNull());
    expect(within(dialog).getByLabelText(/^Exchange rate/)).toBe(rate);
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue" }));
    expect(await screen.findByRole("heading", { name: "Invoice 2026-0007" })).toBeTruthy();
    // Without the company, the browser's own day.
    expect(bodies.issue).toEqual({ issue_date: todayIn(undefined), exchange_rate: "0.9215" });
  });

  it("credits chosen lines not yet credited, with the server's refusal shown, no amount on several rates", async () => {
    const shop = { ...ISSUED.lines[1], tax_rate: "7.00" };
    const twoRates: InvoiceDetail = {
      ...ISSUED,
      lines: [ISSUED.lines[0], shop],
      tax_total: "43.65",
      gross_total: "358.65",
      credit_note: 6,
      credit_notes: [6],
      credited_total: "144.45",
      amount_due: "214.20",
    };
    const first: InvoiceDetail = {
      ...ISSUED,
      id: 6,
      number: "2026-0008",
      type_code: "381",
      corrected_invoice: 5,
      lines: [{ ...shop, id: 61, position: 1 }],
      gross_total: "144.45",
      payment_status: null,
    };
    const second: InvoiceDetail = {
      ...first,
      id: 7,
      number: "2026-0009",
      lines: [{ ...ISSUED.lines[0], id: 71, position: 1 }],
      gross_total: "214.20",
    };
    let credits = 0;
    const { bodies } = serverWith(twoRates, (state) => ({
      "/api/invoicing/invoice/6/": () => answer(invoice.get, first),
      "/api/invoicing/invoice/7/": () => answer(invoice.get, second),
      [`${INVOICE}cancel/`]: async (_call, _count, request) => {
        credits++;
        bodies.cancel = await request.json();
        if (credits === 1)
          return json(
            { non_field_errors: ["Choose at least one line, or an amount greater than 0."] },
            400,
          );
        state.invoice = {
          ...twoRates,
          credit_notes: [6, 7],
          credited_total: "358.65",
          amount_due: "0.00",
          payment_status: "paid",
        };
        return answer(invoice.cancel, second, 201);
      },
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Issue credit note" }));
    const dialog = await screen.findByRole("dialog", { name: "Credit note for invoice 2026-0007" });
    // Part of it is credited: not all of it again, and no amount on two rates.
    expect(within(dialog).getByLabelText("The whole invoice: it is cancelled")).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(dialog).getByLabelText("Selected lines")).toHaveProperty("checked", true);
    expect(within(dialog).queryByLabelText("An amount")).toBeNull();
    expect(within(dialog).getByTestId("creditable").textContent).toBe(
      "Still to credit: €214.20 (gross)",
    );
    const lines = within(dialog).getByTestId("credit-lines");
    expect(await within(lines).findByLabelText("2. Shop: credited")).toHaveProperty(
      "disabled",
      true,
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    expect(
      (
        await within(dialog).findByText("Choose at least one line, or an amount greater than 0.")
      ).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(bodies.cancel).toEqual({ lines: [], release_time_logs: true });

    await userEvent.click(within(lines).getByLabelText("1. Website: €180.00 net"));
    await userEvent.type(within(dialog).getByLabelText("Notes on the credit note"), "Not used");
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    expect(await screen.findByText("Credit note 2026-0009 was issued.")).toBeTruthy();
    expect(screen.getByText("Credit note issued")).toBeTruthy();
    expect(bodies.cancel).toEqual({ lines: [1], release_time_logs: true, notes: "Not used" });
    // Nothing is left to credit; both credit notes are linked with their totals.
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Issue credit note" })).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.getByTestId("invoice-facts").textContent).toContain(
        "Credit notes2026-0008 (€144.45), 2026-0009 (€214.20)",
      ),
    );
    expect(screen.getByRole("link", { name: "2026-0009" }).getAttribute("href")).toBe(
      "/app/invoices/7",
    );
    expect(screen.getByTestId("credited-total").textContent).toBe("-€358.65");
    expect(screen.getByTestId("amount-due").textContent).toBe("€0.00");
  });

  it("credits a net amount on an invoice of one rate, the server's refusal shown", async () => {
    const tooMuch = "The credit exceeds what remains to be credited on this invoice (374.85).";
    let credits = 0;
    const { bodies } = serverWith(ISSUED, () => ({
      [`${INVOICE}cancel/`]: async (_call, _count, request) => {
        credits++;
        bodies.cancel = await request.json();
        return credits === 1
          ? json({ non_field_errors: [tooMuch] }, 400)
          : answer(
              invoice.cancel,
              { ...ISSUED, id: 6, number: "2026-0008", type_code: "381" },
              201,
            );
      },
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Issue credit note" }));
    const dialog = await screen.findByRole("dialog", { name: "Credit note for invoice 2026-0007" });
    await userEvent.click(within(dialog).getByLabelText("An amount"));
    // An amount credits no lines: nothing to release.
    expect(
      within(dialog).queryByLabelText("Make the credited lines' time logs billable again"),
    ).toBeNull();
    const amount = within(dialog).getByLabelText(/^Net amount \(EUR\)/);
    expect(amount.closest(".MuiFormControl-root")?.textContent).toContain("VAT of 19 % is added.");
    await userEvent.type(amount, "500");
    await userEvent.type(
      within(dialog).getByLabelText("Notes on the credit note"),
      "Goodwill for the delay",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    expect((await within(dialog).findByText(tooMuch)).closest('[role="alert"]')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, "50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    expect(await screen.findByText("Credit note 2026-0008 was issued.")).toBeTruthy();
    expect(bodies.cancel).toEqual({
      amount: "50",
      release_time_logs: false,
      notes: "Goodwill for the delay",
    });
  });

  it("shows the server's refusal of releasing the logs above the credit note's fields", async () => {
    const kept = "The credited lines' time logs cannot be released: one is on another invoice.";
    const { bodies } = serverWith(ISSUED, () => ({
      [`${INVOICE}cancel/`]: async (_call, _count, request) => {
        bodies.cancel = await request.json();
        return json({ release_time_logs: [kept] }, 400);
      },
    }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(await screen.findByRole("button", { name: "Issue credit note" }));
    const dialog = await screen.findByRole("dialog", { name: "Credit note for invoice 2026-0007" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    // The checkbox shows no message of its own: the refusal is said above, the dialog stays.
    expect((await within(dialog).findByText(kept)).closest('[role="alert"]')).toBeTruthy();
    expect(bodies.cancel).toEqual({ release_time_logs: true });
  });

  it("shows a final invoice's advance invoices, references and cash discount, and what is due", async () => {
    const advance: InvoiceDetail = {
      ...ISSUED,
      id: 20,
      number: "2026-0003",
      type_code: "386",
      gross_total: "119.00",
      amount_due: "0.00",
      payment_status: "paid",
    };
    const final: InvoiceDetail = {
      ...ISSUED,
      advance_invoices: [20],
      prepaid_total: "119.00",
      paid_total: "100.00",
      amount_due: "155.85",
      payment_status: "partly_paid",
      buyer_reference: "04011000-12345-03",
      order_reference: "PO 4711",
      cash_discount_days: 10,
      cash_discount_percent: "2.00",
      payment_reference: "+++000/0000/00707+++",
    };
    serverWith(final, () => ({ "/api/invoicing/invoice/20/": () => answer(invoice.get, advance) }));
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    expect(await screen.findByRole("heading", { name: "Final invoice 2026-0007" })).toBeTruthy();
    const facts = screen.getByTestId("invoice-facts");
    await waitFor(() =>
      expect(facts.textContent).toContain("Advance invoices deducted2026-0003 (€119.00)"),
    );
    expect(within(facts).getByRole("link", { name: "2026-0003" }).getAttribute("href")).toBe(
      "/app/invoices/20",
    );
    expect(facts.textContent).toContain("Buyer reference (Leitweg-ID)04011000-12345-03");
    expect(facts.textContent).toContain("Order numberPO 4711");
    expect(facts.textContent).toContain("Cash discount2 % within 10 days");
    expect(facts.textContent).toContain("Payment reference+++000/0000/00707+++");
    expect(screen.getByTestId("gross-total").textContent).toBe("€374.85");
    expect(screen.getByTestId("prepaid-total").textContent).toBe("-€119.00");
    expect(screen.getByTestId("paid-total").textContent).toBe("-€100.00");
    expect(screen.getByTestId("amount-due").textContent).toBe("€155.85");
  });

  it("titles an advance invoice as one", async () => {
    serverWith({ ...ISSUED, number: "2026-0003", type_code: "386" });
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    expect(await screen.findByRole("heading", { name: "Advance invoice 2026-0003" })).toBeTruthy();
    expect(screen.getByTestId("invoice-status").textContent).toBe("Advance invoiceIssuedUnpaid");
  });

  it("says so when the invoice does not exist (another company's, or deleted)", async () => {
    fakeServer({ ...reference, [INVOICE]: notFound });
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    expect(await screen.findByText("This invoice does not exist.")).toBeTruthy();
  });
});
