import { Box, Container, Link, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { SITE_FOOTER } from "../../site/pages.ts";
import { ServerSlot } from "./server-slot.tsx";
import { useSiteLanguage } from "./use-site-language.ts";

/** The public footer: the site's pages in four columns, the social links (configured), the line. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { to } = useSiteLanguage();
  return (
    <Box
      component="footer"
      className="print-hide"
      sx={{ bgcolor: "secondary.main", color: "secondary.contrastText", pt: 6, pb: 4, mt: 8 }}
    >
      <Container>
        <Box
          sx={{
            display: "grid",
            gap: 4,
            gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
          }}
        >
          {SITE_FOOTER.map((column) => (
            <Box component="nav" key={column.title} aria-label={t(column.title)}>
              <Typography
                component="h2"
                sx={{ fontWeight: 700, fontSize: "1rem", mb: 1.5, color: "#ffe0b2" }}
              >
                {t(column.title)}
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
                {column.links.map((link) => (
                  <Box component="li" key={link.path} sx={{ mb: 1 }}>
                    <Link
                      href={to(link.path)}
                      sx={{ color: "inherit", textDecorationColor: "rgba(255,255,255,0.5)" }}
                    >
                      {t(link.label)}
                    </Link>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <ServerSlot
          name="social"
          sx={{
            mt: 4,
            "& ul": { display: "flex", flexWrap: "wrap", gap: 1, listStyle: "none", m: 0, p: 0 },
            "& a": {
              display: "inline-block",
              color: "inherit",
              border: "1px solid rgba(255,255,255,0.5)",
              borderRadius: 999,
              px: 1.5,
              py: 0.5,
              textDecoration: "none",
            },
            "& a:hover": { bgcolor: "rgba(255,255,255,0.12)" },
          }}
        />
        <Box
          sx={{
            mt: 4,
            pt: 3,
            borderTop: "1px solid rgba(255,255,255,0.25)",
            display: "flex",
            flexWrap: "wrap",
            gap: 2,
            justifyContent: "space-between",
          }}
        >
          <Typography variant="body2">{t("footer.madeFor")}</Typography>
          <Typography variant="body2">{t("footer.rights")}</Typography>
        </Box>
      </Container>
    </Box>
  );
}
