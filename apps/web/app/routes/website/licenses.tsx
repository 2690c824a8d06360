import { Container } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/site/page-parts.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { LicensesTable } from "../../features/website/licenses-table.tsx";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("licenses", args);

/** Every third-party package the server and the web app ship, generated at build time. */
export default function Licenses() {
  const { t } = useTranslation("licenses");
  const { language } = useSiteLanguage();
  return (
    <>
      <PageHero title={t("heading")} lead={t("intro")} />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <LicensesTable language={language} />
      </Container>
    </>
  );
}
