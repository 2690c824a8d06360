import { Box, Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { pageMeta } from "../../lib/i18n.ts";

/**
 * The public site's not-found page, pre-rendered at /404 and /de/404; the server
 * answers every unknown public address with it and status 404.
 */
export const meta = () => [
  ...pageMeta("common:titles.notFound", "common:errors.notFoundText"),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { t } = useTranslation();
  const { to } = useSiteLanguage();
  return (
    <Container sx={{ py: { xs: 8, md: 12 }, textAlign: "center", maxWidth: 720 }}>
      <Typography
        data-testid="error-code"
        sx={{ fontSize: "1.25rem", fontWeight: 800, color: "primary.main", mb: 1 }}
      >
        {t("errors.code", { code: 404 })}
      </Typography>
      <Typography
        variant="h1"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: "2rem", md: "2.75rem" } }}
      >
        {t("errors.notFound")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t("errors.notFoundText")}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, justifyContent: "center", flexWrap: "wrap" }}>
        <Button href={to("/")} variant="contained">
          {t("errors.backHome")}
        </Button>
        <Button href={to("/contact")} variant="outlined" color="secondary">
          {t("site.footer.contact")}
        </Button>
      </Box>
    </Container>
  );
}
