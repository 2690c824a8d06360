import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../app/lib/i18n.ts";
import { ErrorBoundary } from "../../app/root.tsx";
import * as notFound from "../../app/routes/not-found.tsx";

describe("catch-all route", () => {
  it("throws a 404 that the root error boundary shows as Page Not Found", async () => {
    const i18n = await createI18n("en");
    const router = createMemoryRouter(
      [
        {
          id: "root",
          path: "/",
          ErrorBoundary,
          children: [{ path: "*", loader: notFound.clientLoader, Component: () => null }],
        },
      ],
      { initialEntries: ["/no-such-page"] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Page Not Found");
    expect(screen.getByTestId("error-code").textContent).toBe("Error 404");
  });
});
