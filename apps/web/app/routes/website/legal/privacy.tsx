import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LegalPage, OperatorDetails } from "../../../components/site/legal-page.tsx";
import { type ProseSection, ProseSections, useList } from "../../../components/site/page-parts.tsx";
import { type SiteMetaArgs, siteMeta } from "../../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("privacy", args);

/** The privacy policy: the controller is the operator named in the server's configuration. */
export default function Privacy() {
  const { t } = useTranslation("legal");
  const sections = useList<ProseSection>("legal", "privacy.sections");
  return (
    <LegalPage page="privacy" withTemplateNote>
      <Box component="section">
        <Typography variant="h2" component="h2">
          {t("privacy.controller.heading")}
        </Typography>
        <Typography component="p">{t("privacy.controller.text")}</Typography>
        <OperatorDetails />
        <Typography component="p">{t("privacy.controller.after")}</Typography>
      </Box>
      <ProseSections sections={sections} />
    </LegalPage>
  );
}
