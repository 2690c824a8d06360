import { endpoints } from "@tempus/contract/endpoints";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvoiceDetail } from "../../../app/features/invoicing/api.ts";
import { InvoiceDetailPage } from "../../../app/features/invoicing/invoice-detail-page.tsx";
import { clearTokens } from "../../../app/lib/session.ts";
import { answer, fakeServer, json } from "../../fake-server.ts";
import { COMPANY, DEBTORS, ISSUED, renderAt } from "./fixtures.tsx";

const INVOICE = "/api/invoicing/invoice/5/";
const payment = (id: number, date: string, amount: string, note = "") => ({
  id,
  date,
  amount,
  note,
  created_at: `${date}T10:00:00Z`,
});
/** Invoice 2026-0007 paid in two parts: 300.00 on 21 and 74.85 on 22 November. */
const PAID: InvoiceDetail = {
  ...ISSUED,
  payment_status: "paid",
  paid_total: "374.85",
  amount_due: "0.00",
  payments: [
    payment(1, "2026-11-21", "300.00", "First part"),
    payment(2, "2026-11-22", "74.85", "Rest"),
  ],
};

/** The server's invoice 5 and its payments, changed by PATCH and DELETE as the real one would. */
function serverWith(start: InvoiceDetail, answers: Record<string, () => Response | null> = {}) {
  const state = { invoice: start };
  const bodies: unknown[] = [];
  const paymentUrl = (id: number) => `${INVOICE}payments/${id}/`;
  const calls = fakeServer({
    "/api/projectmanagement/debtor/": () => answer(endpoints.debtor.list, DEBTORS),
    "/api/masterdata/company-info/": () => answer(endpoints.companyInfo.list, COMPANY),
    [INVOICE]: () => answer(endpoints.invoice.get, state.invoice),
    [`${INVOICE}pdf/`]: () => json({ detail: "Not found." }, 404),
    ...Object.fromEntries(
      start.payments.map((entry) => [
        paymentUrl(entry.id),
        async (call: { method: string }, _count: number, request: Request) => {
          if (call.method === "PATCH") bodies.push(await request.json());
          const refused = answers[`${call.method} ${entry.id}`]?.();
          if (refused) return refused;
          const payments =
            call.method === "DELETE"
              ? state.invoice.payments.filter((other) => other.id !== entry.id)
              : state.invoice.payments.map((other) =>
                  other.id === entry.id ? { ...other, ...(bodies.at(-1) as object) } : other,
                );
          const paid = payments.reduce(
            (total, other) => total + Math.round(+other.amount * 100),
            0,
          );
          state.invoice = {
            ...state.invoice,
            payments,
            paid_total: (paid / 100).toFixed(2),
            amount_due: ((37_485 - paid) / 100).toFixed(2),
            payment_status: paid >= 37_485 ? "paid" : paid > 0 ? "partly_paid" : "unpaid",
          };
          return call.method === "DELETE"
            ? new Response(null, { status: 204 })
            : answer(endpoints.payment.patch, state.invoice);
        },
      ]),
    ),
  });
  return { calls, bodies };
}

const fact = (label: string) =>
  (screen.getByTestId("invoice-facts").textContent ?? "").split(label)[1] ?? "";

describe("an invoice's payments", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearTokens();
  });

  it("corrects a payment in the payment dialog; the status and amount due follow", async () => {
    let refuse = true;
    const { calls, bodies } = serverWith(PAID, {
      "PATCH 2": () => {
        if (!refuse) return null;
        refuse = false;
        return json({ amount: ["The payment exceeds the amount due (74.85)."] }, 400);
      },
    });
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Edit payment of €74.85 on 11/22/2026" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit payment" });
    const amount = within(dialog).getByLabelText(/^Amount/) as HTMLInputElement;
    expect(amount.value).toBe("74.85");
    expect((within(dialog).getByLabelText("Note") as HTMLInputElement).value).toBe("Rest");
    expect((within(dialog).getByLabelText("Date") as HTMLInputElement).value).toBe("2026-11-22");

    await userEvent.clear(amount);
    await userEvent.type(amount, "80");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("The payment exceeds the amount due (74.85)."),
    ).toBeTruthy();

    await userEvent.clear(amount);
    await userEvent.type(amount, " 24.85 ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toEqual([
      { date: "2026-11-22", amount: "80", note: "Rest" },
      { date: "2026-11-22", amount: "24.85", note: "Rest" },
    ]);
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.url)).toEqual([
      `${INVOICE}payments/2/`,
      `${INVOICE}payments/2/`,
    ]);
    expect(await screen.findByText("Payment corrected")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("invoice-status").textContent).toBe("IssuedPartly paid"),
    );
    expect(fact("Amount due")).toMatch(/^€50\.00/);
    expect(screen.getByTestId("payments").textContent).toContain("€24.85");
    // Not fully paid any more: a payment can be recorded again.
    expect(screen.getByRole("button", { name: "Record payment" })).toBeTruthy();
  });

  it("deletes a payment only after the confirmation", async () => {
    const { calls } = serverWith(PAID);
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    const deletes = () => calls.filter((call) => call.method === "DELETE").map((call) => call.url);

    await userEvent.click(
      await screen.findByRole("button", { name: "Delete payment of €300.00 on 11/21/2026" }),
    );
    const asked = await screen.findByRole("dialog", { name: "Delete this payment?" });
    expect(
      within(asked).getByText(/^The payment of €300\.00 on 11\/21\/2026 is removed/),
    ).toBeTruthy();
    await userEvent.click(within(asked).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(deletes()).toEqual([]);

    await userEvent.click(
      screen.getByRole("button", { name: "Delete payment of €300.00 on 11/21/2026" }),
    );
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("Payment deleted")).toBeTruthy();
    expect(deletes()).toEqual([`${INVOICE}payments/1/`]);
    await waitFor(() =>
      expect(screen.getByTestId("invoice-status").textContent).toBe("IssuedPartly paid"),
    );
    expect(fact("Amount due")).toMatch(/^€300\.00/);
    expect(
      screen.queryByRole("button", { name: "Delete payment of €300.00 on 11/21/2026" }),
    ).toBeNull();
    expect(screen.getByTestId("payments").textContent).not.toContain("€300.00");
  });

  it("shows why the server refused a deletion", async () => {
    const refusal = "Only an issued invoice can be sent, paid or cancelled.";
    serverWith(PAID, {
      "DELETE 2": () => json({ non_field_errors: [refusal] }, 400),
    });
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Delete payment of €74.85 on 11/22/2026" }),
    );
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }),
    );
    expect((await screen.findByText(refusal)).closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByTestId("payments").textContent).toContain("€74.85");
  });

  it("offers no corrections on a cancelled invoice", async () => {
    serverWith({ ...PAID, status: "cancelled", payment_status: null, credit_note: 6 });
    await renderAt("/app/invoices/5", <InvoiceDetailPage id="5" />);
    expect((await screen.findByTestId("payments")).textContent).toContain("€300.00");
    expect(screen.queryByRole("button", { name: /^Edit payment/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete payment/ })).toBeNull();
  });
});
