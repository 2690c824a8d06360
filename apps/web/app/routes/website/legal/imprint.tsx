import { Box, Link, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LegalPage, OperatorDetails } from "../../../components/site/legal-page.tsx";
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
    <LegalPage page="imprint">
      <Box component="section">
        <Typography variant="h2" component="h2">
          {t("imprint.provider.heading")}
        </Typography>
        <OperatorDetails />
      </Box>
      <Part part="content" />
      <Part part="links" />
      <Part part="copyright">
        <Typography component="p">
          <Link href={to("/licenses")}>{t("imprint.copyright.licences")}</Link>
        </Typography>
      </Part>
      <Part part="disputes" />
    </LegalPage>
  );
}
