import type { Language } from "@tempus/contract";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createI18n } from "../app/lib/i18n.ts";
import { AppProviders } from "../app/providers.tsx";

/** Renders a piece of the app as the root does: real locales, theme, alerts, a router (at `path`). */
export async function renderWithApp(
  ui: ReactNode,
  { language = "en" as Language, path = "/" } = {},
) {
  const i18n = await createI18n(language);
  const router = createMemoryRouter([{ path: "*", element: <AppProviders>{ui}</AppProviders> }], {
    initialEntries: [path],
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
