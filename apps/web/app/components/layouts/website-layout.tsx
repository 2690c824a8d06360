import { AppBar, Box, Button, Container, Stack, Toolbar, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { LanguageSwitch } from "../language-switch.tsx";
import { Brand } from "./brand.tsx";
import { WEBSITE_NAV } from "./nav-items.ts";

/** Public pages: header with navigation and language, the page, footer. */
export default function WebsiteLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1} component="nav" aria-label="main">
            {WEBSITE_NAV.map((item) => (
              <Button key={item.to} component={Link} to={item.to} variant={item.variant}>
                {t(item.label)}
              </Button>
            ))}
          </Stack>
          <LanguageSwitch />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Box
        component="footer"
        sx={{ bgcolor: "secondary.main", color: "secondary.contrastText", py: 4, mt: 6 }}
      >
        <Container>
          <Typography variant="body2">{t("footer.madeFor")}</Typography>
          <Typography variant="body2" sx={{ opacity: 0.8 }}>
            {t("footer.rights")}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
