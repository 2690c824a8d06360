import { endpoints } from "@tempus/contract/endpoints";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppLayout } from "../../../app/components/layouts/app-layout.tsx";
import { InvoicesPage } from "../../../app/features/invoicing/invoices-page.tsx";
import { createI18n } from "../../../app/lib/i18n.ts";
import InvoicesSection from "../../../app/routes/app/invoices/layout.tsx";
import { answer, fakeServer } from "../../fake-server.ts";
import { renderWithApp } from "../../render.tsx";
import { DEBTORS, ISSUED, page, renderAt } from "./fixtures.tsx";

describe("the invoice list", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows number, debtor, dates, totals and status, overdue ones marked, and filters on the server", async () => {
    const queries: string[] = [];
    fakeServer({
      "/api/projectmanagement/debtor/": () => answer(endpoints.debtor.list, DEBTORS),
      "/api/invoicing/invoice/": (_call, _count, request) => {
        queries.push(new URL(request.url).search);
        return answer(
          endpoints.invoice.list,
          page([
            {
              ...ISSUED,
              id: 7,
              number: "2026-0009",
              payment_status: "overdue",
              amount_due: "100.00",
            },
            { ...ISSUED, id: 5, payment_status: "partly_paid", amount_due: "74.85" },
          ]),
        );
      },
    });
    await renderAt("/app/invoices", <InvoicesPage />);
    const table = await screen.findByTestId("invoices-table");
    await within(table).findByText("2026-0009");
    await within(table).findAllByText("Globex");
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ["2026-0009", "Globex", "11/20/2026", "12/4/2026", "€374.85", "€100.00", "IssuedOverdue"],
      ["2026-0007", "Globex", "11/20/2026", "12/4/2026", "€374.85", "€74.85", "IssuedPartly paid"],
    ]);
    expect(within(table).getByText("12/4/2026", { selector: "strong" })).toBeTruthy();

    await userEvent.click(screen.getByLabelText("Status"));
    await userEvent.click(await screen.findByRole("option", { name: "Issued" }));
    await waitFor(() => expect(queries.at(-1)).toContain("status=issued"));
    expect(queries.at(-1)).toBe("?page=1&page_size=10&ordering=-created_at&status=issued");

    // Another filter starts the table again on its first page.
    await userEvent.click(
      within(await screen.findByTestId("invoices-table")).getByText("2026-0009"),
    );
    expect((await screen.findByTestId("location")).textContent).toBe("/app/invoices/7");
  });

  it("lists invoices in the navigation of owners and admins only", async () => {
    // The test window is narrower than 1280 px: the navigation is behind the menu button.
    const { unmount } = await renderWithApp(<AppLayout isAdmin>page</AppLayout>);
    await userEvent.click(screen.getByRole("button", { name: "Open navigation" }));
    expect((await screen.findByText("Invoices")).closest("a")?.getAttribute("href")).toBe(
      "/app/invoices",
    );
    unmount();
    await renderWithApp(<AppLayout>page</AppLayout>);
    await userEvent.click(screen.getByRole("button", { name: "Open navigation" }));
    expect((await screen.findByText("Settings")).closest("a")?.getAttribute("href")).toBe(
      "/app/settings",
    );
    expect(screen.queryByText("Invoices")).toBeNull();
  });

  it("answers a member's visit with the permission page, an admin's with the invoices", async () => {
    const i18n = await createI18n("en");
    const visit = (role: string) =>
      render(
        <I18nextProvider i18n={i18n}>
          <RouterProvider
            router={createMemoryRouter(
              [
                {
                  path: "/app",
                  element: <Outlet context={{ role }} />,
                  children: [
                    {
                      element: <InvoicesSection />,
                      children: [{ path: "invoices", element: <p>the invoices</p> }],
                    },
                  ],
                },
              ],
              { initialEntries: ["/app/invoices"] },
            )}
          />
        </I18nextProvider>,
      );
    const member = visit("member");
    expect(screen.getByTestId("error-code").textContent).toBe("Error 403");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Permission denied");
    expect(screen.queryByText("the invoices")).toBeNull();
    member.unmount();
    visit("admin");
    expect(screen.getByText("the invoices")).toBeTruthy();
  });
});
