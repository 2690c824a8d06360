import { Box, CircularProgress } from "@mui/material";
import { type ReactNode, use } from "react";
import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import { CookieBanner } from "./components/cookie-banner.tsx";
import { describeError, ErrorPage } from "./components/errors/error-page.tsx";
import { DefaultLayout } from "./components/layouts/default-layout.tsx";
import { pageMeta, useVisitorLanguage } from "./lib/i18n.ts";
import { theme } from "./lib/theme.ts";
import { AppProviders } from "./providers.tsx";
import { siteRendering } from "./site/pages.ts";
import { SpaFallbackContext } from "./site/render-mode.ts";

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

/**
 * The document. Public pages that need no React in the browser leave out the
 * router's scripts: they are complete as pre-rendered HTML (decision 007).
 */
export function Layout({ children }: { children: ReactNode }) {
  // Subscribing to the language re-renders <html lang> and <Meta> (the title) when it changes.
  const { i18n } = useTranslation();
  const { onSite, hydrates, script } = siteRendering(useMatches(), use(SpaFallbackContext));
  // A public page's language is its address's; the app follows the visitor.
  useVisitorLanguage(!onSite);
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
        {onSite ? <script src="/site.js" defer /> : null}
        {script ? <script src={`/${script}.js`} defer /> : null}
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The root view: the page area plus the alert stack (in AppProviders) and the cookie banner. */
export default function App() {
  const { hydrates } = siteRendering(useMatches(), use(SpaFallbackContext));
  return (
    <AppProviders>
      <Outlet />
      <CookieBanner isStatic={!hydrates} />
    </AppProviders>
  );
}

/**
 * What the SPA fallback HTML shows (and the browser keeps) until the client
 * routes of a non-pre-rendered path have loaded.
 */
export function HydrateFallback() {
  const { t } = useTranslation();
  // The page replaces this view and its alert stack: an alert carried from the page before
  // ("Welcome back") waits for the page's.
  return (
    <AppProviders showsCarriedAlert={false}>
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
