import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  Prose,
  type ProseSection,
  ProseSections,
  useList,
} from "../../../components/site/page-parts.tsx";
import { escapeHtml, ServerSlot } from "../../../components/site/server-slot.tsx";
import { type SiteMetaArgs, siteMeta } from "../../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("privacy", args);

/** The privacy policy: the controller is the operator named in the server's configuration. */
export default function Privacy() {
  const { t } = useTranslation("legal");
  const sections = useList<ProseSection>("legal", "privacy.sections");
  return (
    <Prose>
      <Box sx={{ overflowWrap: "break-word", hyphens: "auto" }}>
        <Typography
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: "1.6rem", sm: "2rem", md: "2.4rem" }, fontWeight: 700, mb: 2 }}
        >
          {t("privacy.heading")}
        </Typography>
        <Typography component="p" color="text.secondary">
          {t("privacy.lead")}
        </Typography>
        <Box
          component="aside"
          aria-label={t("templateNoteLabel")}
          sx={{
            my: 3,
            p: 2,
            borderLeft: 4,
            borderColor: "primary.main",
            bgcolor: "#fff3e0",
            borderRadius: 1,
          }}
        >
          <Typography component="p" sx={{ my: "0 !important" }}>
            <strong>{t("templateNoteLabel")}:</strong> {t("privacy.templateNote")}
          </Typography>
        </Box>
        <Box component="section">
          <Typography variant="h2" component="h2">
            {t("privacy.controller.heading")}
          </Typography>
          <Typography component="p">{t("privacy.controller.text")}</Typography>
          <ServerSlot
            name="operator"
            fallback={escapeHtml(t("common:site.operatorMissing"))}
            sx={{ my: 2 }}
          />
          <Typography component="p">{t("privacy.controller.after")}</Typography>
        </Box>
        <ProseSections sections={sections} />
      </Box>
    </Prose>
  );
}
