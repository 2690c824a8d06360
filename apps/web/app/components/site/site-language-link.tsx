import { Link } from "@mui/material";
import { useTranslation } from "react-i18next";
import { localizedPath, type SiteLanguage } from "../../site/pages.ts";
import { useSiteLanguage } from "./use-site-language.ts";

/**
 * The compact language switch: a link to this page in the other language. A
 * click remembers the choice (/site.js, or the handler on pages that hydrate).
 */
export function SiteLanguageLink() {
  const { t } = useTranslation();
  const { language, path } = useSiteLanguage();
  const other: SiteLanguage = language === "en" ? "de" : "en";
  return (
    <Link
      href={localizedPath(path, other)}
      hrefLang={other}
      lang={other}
      data-language={other}
      aria-label={`${other.toUpperCase()} – ${t(`site.language.switchTo.${other}`)}`}
      sx={{
        fontWeight: 700,
        color: "text.primary",
        textDecoration: "none",
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        px: 1.25,
        py: 0.75,
        minWidth: 44,
        textAlign: "center",
        "&:hover": { bgcolor: "action.hover" },
      }}
    >
      {other.toUpperCase()}
    </Link>
  );
}
