import { Box } from "@mui/material";
import { Outlet } from "react-router";
import type { SiteHandle } from "../../site/pages.ts";
import { SiteFooter } from "../site/site-footer.tsx";
import { SiteHeader } from "../site/site-header.tsx";

/** Marks the public site's pages (root.tsx decides from it which scripts a page ships). */
export const handle: SiteHandle = { site: true };

/** Public pages: header with navigation and language, the page (the `main` landmark), footer. */
export default function WebsiteLayout() {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <SiteHeader />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
