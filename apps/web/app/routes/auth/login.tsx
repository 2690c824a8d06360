import { Box, Button, Link, Stack, Typography } from "@mui/material";
import { endpoints } from "@tempus/contract/endpoints";
import { useTranslation } from "react-i18next";
import { FormError, SiteField } from "../../components/site/site-form.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { AuthCard } from "../../features/accounts/auth-card.tsx";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("login", args);

/**
 * Log-in, pre-rendered and not hydrated (decision 007): /site.js posts the
 * credentials, stores the tokens and opens `?next=` (a path in the app) or the
 * dashboard. Without a script the page says that signing in needs one.
 */
export default function Login() {
  const { t } = useTranslation("accounts");
  const { to } = useSiteLanguage();
  return (
    <AuthCard title={t("login.title")}>
      <noscript>
        <Typography color="error">{t("noscript")}</Typography>
      </noscript>
      <Stack
        component="form"
        method="post"
        action={endpoints.jwt.create.path}
        data-auth-form="login"
        data-success-title={t("login.successTitle")}
        data-success-text={t("login.successText")}
        data-message-unexpected={t("unexpected")}
        spacing={2}
      >
        <FormError />
        <SiteField
          id="username"
          name="username"
          label={t("fields.username")}
          autoComplete="username"
        />
        <SiteField
          id="password"
          name="password"
          type="password"
          label={t("fields.password")}
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large">
          {t("login.submit")}
        </Button>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "space-between" }}>
          <Link href={to("/auth/forgot-password")} sx={{ color: "primary.dark" }}>
            {t("login.forgot")}
          </Link>
          <Link href={to("/signup")} sx={{ color: "primary.dark" }}>
            {t("login.noAccount")}
          </Link>
        </Box>
      </Stack>
    </AuthCard>
  );
}
