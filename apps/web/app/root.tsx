import { DEFAULT_LANGUAGE } from "@tempus/contract";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import { CookieBanner } from "./components/cookie-banner.tsx";
import { describeError, ErrorPage } from "./components/errors/error-page.tsx";
import { DefaultLayout } from "./components/layouts/default-layout.tsx";
import { AppProviders } from "./providers.tsx";

export const links = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={DEFAULT_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ef6c00" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The root view: the page area plus the alert stack (in AppProviders) and the cookie banner. */
export default function App() {
  return (
    <AppProviders>
      <Outlet />
      <CookieBanner />
    </AppProviders>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <AppProviders>
      <DefaultLayout>
        <ErrorPage {...describeError(error)} />
      </DefaultLayout>
    </AppProviders>
  );
}
