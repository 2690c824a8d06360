import { Box } from "@mui/material";
import { use } from "react";
import { Outlet, useMatches } from "react-router";
import { type SiteHandle, siteRendering } from "../../site/pages.ts";
import { SpaFallbackContext } from "../../site/render-mode.ts";
import { SiteFooter } from "../site/site-footer.tsx";
import { SiteHeader } from "../site/site-header.tsx";

/** Marks the public site's pages (root.tsx decides from it which scripts a page ships). */
export const handle: SiteHandle = { site: true };

/**
 * Where /site.js shows an alert carried over from the page before ("Signed
 * out" on the log-in page); pages that hydrate show it in the app's alert stack.
 */
function CarriedAlert() {
  return (
    <Box
      data-carried-alert=""
      role="status"
      aria-live="polite"
      hidden
      sx={{
        position: "fixed",
        top: 80,
        right: 16,
        zIndex: 2000,
        width: "min(420px, calc(100vw - 32px))",
        boxSizing: "border-box",
        p: 2,
        borderRadius: 1,
        bgcolor: "grey.900",
        color: "common.white",
        boxShadow: 6,
        "&[hidden]": { display: "none" },
        "& strong": { display: "block" },
      }}
    >
      <strong data-carried-alert-title="" /> <span data-carried-alert-text="" />
    </Box>
  );
}

/** Public pages: header with navigation and language, the page (the `main` landmark), footer. */
export default function WebsiteLayout() {
  const { hydrates } = siteRendering(useMatches(), use(SpaFallbackContext));
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <SiteHeader />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
      {hydrates ? null : <CarriedAlert />}
    </Box>
  );
}
