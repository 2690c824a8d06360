import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  Prose,
  type ProseSection,
  ProseSections,
  useList,
} from "../../../components/site/page-parts.tsx";
import { type SiteMetaArgs, siteMeta } from "../../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("agb", args);

/** The terms and conditions: a template the operator of the installation reviews. */
export default function Terms() {
  const { t } = useTranslation("legal");
  const sections = useList<ProseSection>("legal", "agb.sections");
  return (
    <Prose>
      <Box sx={{ overflowWrap: "break-word", hyphens: "auto" }}>
        <Typography
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: "1.6rem", sm: "2rem", md: "2.4rem" }, fontWeight: 700, mb: 2 }}
        >
          {t("agb.heading")}
        </Typography>
        <Typography component="p" color="text.secondary">
          {t("agb.lead")}
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
            <strong>{t("templateNoteLabel")}:</strong> {t("agb.templateNote")}
          </Typography>
        </Box>
        <ProseSections sections={sections} />
      </Box>
    </Prose>
  );
}
