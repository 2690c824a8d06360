import { Box, CircularProgress } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { CookieBanner } from "./components/cookie-banner.tsx";
import { describeError, ErrorPage } from "./components/errors/error-page.tsx";
import { DefaultLayout } from "./components/layouts/default-layout.tsx";
import { pageMeta, useVisitorLanguage } from "./lib/i18n.ts";
import { theme } from "./lib/theme.ts";
import { AppProviders } from "./providers.tsx";

/**
 * The site's title for pages without their own meta, and the error's title
 * while the root ErrorBoundary shows (the pages' own meta lies below the error).
 */
export const meta = ({ error }: { error?: unknown }) => {
  if (!error) return pageMeta("home:title", "home:description");
  return isRouteErrorResponse(error) && error.status === 404
    ? pageMeta("common:titles.notFound")
    : pageMeta("common:titles.error");
};

export const links = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  // Subscribing to the language re-renders <html lang> and <Meta> (the title) when it changes.
  const { i18n } = useTranslation();
  useVisitorLanguage();
  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.palette.primary.main} />
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

/**
 * What the SPA fallback HTML shows (and the browser keeps) until the client
 * routes of a non-pre-rendered path have loaded.
 */
export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <AppProviders>
      <DefaultLayout>
        <Box sx={{ display: "flex", justifyContent: "center", py: 10 }}>
          <CircularProgress aria-label={t("loading")} />
        </Box>
      </DefaultLayout>
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
