import { Box, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../../components/site/page-parts.tsx";
import { TimesheetTool } from "../../../features/timesheet/timesheet-tool.tsx";
import { type SiteMetaArgs, siteMeta } from "../../../site/meta.ts";
import type { SiteHandle } from "../../../site/pages.ts";

export const meta = (args: SiteMetaArgs) =>
  siteMeta("timesheet", args, (t, url) => [
    {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: t("timesheet:heading"),
      url,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web",
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: "0", priceCurrency: "EUR" },
    },
  ]);

/** The tool computes in the browser with a page script of its own (/timesheet.js), not React. */
export const handle: SiteHandle = { script: "timesheet" };

/** The free timesheet: works without an account, entries kept in this browser. */
export default function Timesheet() {
  const { t } = useTranslation("timesheet");
  return (
    <>
      <Box className="print-hide">
        <PageHero title={t("heading")} lead={t("intro")} />
      </Box>
      <Container sx={{ py: { xs: 3, md: 5 } }}>
        <noscript>
          <Typography sx={{ p: 2, border: 1, borderColor: "warning.main", borderRadius: 1, mb: 2 }}>
            {t("noscript")}
          </Typography>
        </noscript>
        <TimesheetTool />
      </Container>
    </>
  );
}
