import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, Button, Link, Toolbar } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SITE_NAV } from "../../site/pages.ts";
import { Brand } from "../layouts/brand.tsx";
import { LanguageSuggestion } from "./language-suggestion.tsx";
import { SiteLanguageLink } from "./site-language-link.tsx";
import { useSiteLanguage } from "./use-site-language.ts";

const navLink = {
  color: "text.primary",
  fontWeight: 600,
  textDecoration: "none",
  px: 1.5,
  py: 1,
  borderRadius: 1,
  "&:hover": { bgcolor: "action.hover" },
  "&[aria-current='page']": { color: "primary.dark", textDecoration: "underline" },
} as const;

/**
 * The public header: brand, the site's sections (from 1280 px), language, log-in
 * and sign-up; below 1280 px the sections sit in a menu (a <details>, so it opens
 * without any script; below 600 px log-in and sign-up move into it too).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { to, path } = useSiteLanguage();
  const current = (target: string) => (target === path ? "page" : undefined);
  return (
    <>
      <LanguageSuggestion />
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        className="print-hide"
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Toolbar sx={{ gap: 1, minHeight: 64 }}>
          <Brand href={to("/")} />
          <Box
            component="nav"
            aria-label={t("site.nav.label")}
            sx={{ display: { xs: "none", lg: "flex" }, ml: 3, gap: 0.5 }}
          >
            {SITE_NAV.map((item) => (
              <Link
                key={item.path}
                href={to(item.path)}
                aria-current={current(item.path)}
                sx={navLink}
              >
                {t(item.label)}
              </Link>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <SiteLanguageLink />
          <Box sx={{ display: { xs: "none", sm: "flex" }, gap: 1 }}>
            <Button href={to("/auth/login")} color="secondary">
              {t("nav.login")}
            </Button>
            <Button href={to("/signup")} variant="contained">
              {t("nav.signup")}
            </Button>
          </Box>
          <Box
            component="details"
            data-site-menu=""
            sx={{
              display: { xs: "block", lg: "none" },
              position: "relative",
              "& > summary": { listStyle: "none", cursor: "pointer" },
              "& > summary::-webkit-details-marker": { display: "none" },
            }}
          >
            <Box
              component="summary"
              aria-label={t("site.nav.menu")}
              sx={{
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                width: 44,
                height: 44,
                borderRadius: 1,
                "&:hover": { bgcolor: "action.hover" },
                "&:focus-visible": { outline: "2px solid", outlineColor: "primary.dark" },
              }}
            >
              <MenuIcon aria-hidden />
            </Box>
            <Box
              component="nav"
              aria-label={t("site.nav.label")}
              sx={{
                position: "absolute",
                right: 0,
                top: "100%",
                mt: 1,
                minWidth: 220,
                maxWidth: "calc(100vw - 16px)",
                bgcolor: "background.paper",
                border: 1,
                borderColor: "divider",
                borderRadius: 2,
                boxShadow: 6,
                p: 1,
                display: "flex",
                flexDirection: "column",
                zIndex: 1200,
              }}
            >
              {SITE_NAV.map((item) => (
                <Link
                  key={item.path}
                  href={to(item.path)}
                  aria-current={current(item.path)}
                  sx={navLink}
                >
                  {t(item.label)}
                </Link>
              ))}
              <Box
                sx={{ display: { xs: "flex", sm: "none" }, flexDirection: "column", gap: 1, mt: 1 }}
              >
                <Button href={to("/auth/login")} color="secondary" variant="outlined">
                  {t("nav.login")}
                </Button>
                <Button href={to("/signup")} variant="contained">
                  {t("nav.signup")}
                </Button>
              </Box>
            </Box>
          </Box>
        </Toolbar>
      </AppBar>
    </>
  );
}
