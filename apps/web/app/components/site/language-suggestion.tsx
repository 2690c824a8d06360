import CloseIcon from "@mui/icons-material/Close";
import { IconButton, Link, Paper } from "@mui/material";
import { SITE_LANGUAGES } from "@tempus/contract/constants";
import { useTranslation } from "react-i18next";
import { localizedPath } from "../../site/pages.ts";
import { useSiteLanguage } from "./use-site-language.ts";

/**
 * This page in each other language the site is written in, offered to a first-time visitor whose
 * browser asks for it (shown by /site.js, which knows the browser's languages; the page itself
 * stays as it is, so crawlers and links keep the English page). Following the link remembers the
 * choice; closing the bar keeps this page's language.
 */
export function LanguageSuggestion() {
  const { t } = useTranslation();
  const { language, path } = useSiteLanguage();
  return SITE_LANGUAGES.filter((other) => other !== language).map((other) => (
    <Paper
      key={other}
      component="aside"
      aria-label={t(`site.language.switchTo.${other}`)}
      elevation={4}
      hidden
      data-language-suggestion={other}
      className="print-hide"
      sx={{
        position: "fixed",
        top: 8,
        left: 8,
        right: 8,
        maxWidth: 560,
        mx: "auto",
        py: 0.5,
        pl: 2,
        pr: 0.5,
        zIndex: 1400,
        display: "flex",
        alignItems: "center",
        gap: 1,
        "&[hidden]": { display: "none" },
      }}
    >
      <Link
        href={localizedPath(path, other)}
        hrefLang={other}
        lang={other}
        data-language={other}
        sx={{ flexGrow: 1, fontWeight: 600 }}
      >
        {t(`site.language.switchTo.${other}`)}
      </Link>
      <IconButton data-dismiss="" aria-label={t("alerts.close")}>
        <CloseIcon />
      </IconButton>
    </Paper>
  ));
}
