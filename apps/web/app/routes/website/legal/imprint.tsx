import { Box, Link, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Prose } from "../../../components/site/page-parts.tsx";
import { escapeHtml, ServerSlot } from "../../../components/site/server-slot.tsx";
import { useSiteLanguage } from "../../../components/site/use-site-language.ts";
import { type SiteMetaArgs, siteMeta } from "../../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("imprint", args);

/** A titled part of the imprint, its paragraphs under `imprint.<part>.paragraphs`. */
function Part({ part, children }: { part: string; children?: ReactNode }) {
  const { t } = useTranslation("legal");
  const paragraphs = t(`imprint.${part}.paragraphs`, { returnObjects: true }) as unknown;
  return (
    <Box component="section">
      <Typography variant="h2" component="h2">
        {t(`imprint.${part}.heading`)}
      </Typography>
      {Array.isArray(paragraphs)
        ? (paragraphs as string[]).map((paragraph) => (
            <Typography key={paragraph} component="p">
              {paragraph}
            </Typography>
          ))
        : null}
      {children}
    </Box>
  );
}

/** The imprint: the operator's details come from the server's configuration. */
export default function Imprint() {
  const { t } = useTranslation("legal");
  const { to } = useSiteLanguage();
  return (
    <Prose>
      <Box sx={{ overflowWrap: "break-word", hyphens: "auto" }}>
        <Typography
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: "1.6rem", sm: "2rem", md: "2.4rem" }, fontWeight: 700, mb: 2 }}
        >
          {t("imprint.heading")}
        </Typography>
        <Typography component="p" color="text.secondary">
          {t("imprint.lead")}
        </Typography>
        <Box component="section">
          <Typography variant="h2" component="h2">
            {t("imprint.provider.heading")}
          </Typography>
          <ServerSlot
            name="operator"
            fallback={escapeHtml(t("common:site.operatorMissing"))}
            sx={{ my: 2 }}
          />
        </Box>
        <Part part="content" />
        <Part part="links" />
        <Part part="copyright">
          <Typography component="p">
            <Link href={to("/licenses")}>{t("imprint.copyright.licences")}</Link>
          </Typography>
        </Part>
        <Part part="disputes" />
      </Box>
    </Prose>
  );
}
