import LanguageIcon from "@mui/icons-material/Language";
import { Box, Link } from "@mui/material";
import { useTranslation } from "react-i18next";
import { localizedPath, SITE_LANGUAGES } from "../../site/pages.ts";
import { useSiteLanguage } from "./use-site-language.ts";

/**
 * The language switch: the page's language, opening (a <details>, so without any script) a list
 * of this page in every language the site is written in, each named in its own language. A click
 * remembers the choice (/site.js, or the handler on pages that hydrate); /site.js also closes the
 * list on Escape or a click elsewhere.
 */
export function SiteLanguageLink() {
  const { t } = useTranslation();
  const { language, path } = useSiteLanguage();
  return (
    <Box
      component="details"
      data-site-menu=""
      sx={{
        position: "relative",
        "& > summary": { listStyle: "none", cursor: "pointer" },
        "& > summary::-webkit-details-marker": { display: "none" },
      }}
    >
      <Box
        component="summary"
        aria-label={t("site.language.current", {
          language: `${language.toUpperCase()} (${t(`language.${language}`)})`,
        })}
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 0.5,
          fontWeight: 700,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          px: 1,
          minHeight: 44,
          minWidth: 44,
          "&:hover": { bgcolor: "action.hover" },
          "&:focus-visible": { outline: "2px solid", outlineColor: "primary.dark" },
        }}
      >
        <LanguageIcon aria-hidden fontSize="small" />
        {language.toUpperCase()}
      </Box>
      <Box
        component="ul"
        sx={{
          position: "absolute",
          right: 0,
          top: "100%",
          mt: 1,
          mb: 0,
          p: 1,
          minWidth: 180,
          listStyle: "none",
          bgcolor: "background.paper",
          border: 1,
          borderColor: "divider",
          borderRadius: 2,
          boxShadow: 6,
          zIndex: 1200,
        }}
      >
        {SITE_LANGUAGES.map((other) => (
          <li key={other}>
            <Link
              href={localizedPath(path, other)}
              hrefLang={other}
              lang={other}
              data-language={other}
              aria-current={other === language ? "page" : undefined}
              sx={{
                display: "block",
                px: 1.5,
                py: 1.25,
                borderRadius: 1,
                color: "text.primary",
                fontWeight: 600,
                textDecoration: "none",
                "&:hover": { bgcolor: "action.hover" },
                "&[aria-current='page']": { color: "primary.dark", textDecoration: "underline" },
              }}
            >
              {t(`language.${other}`)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
