import { Button, Link, Stack, Typography } from "@mui/material";
import { endpoints } from "@tempus/contract/endpoints";
import { useTranslation } from "react-i18next";
import { FormError, SiteField } from "../../components/site/site-form.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { AuthCard } from "../../features/accounts/auth-card.tsx";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("signup", args);

/**
 * Registration, pre-rendered and not hydrated (decision 007). /site.js sends
 * it; with `?invitation=…&email=…` from an invitation mail it asks the API
 * whom the invitation is for, fixes the address, names the company in the
 * heading and joins it. Then
 * the new user is signed in and goes on to verify the e-mail (invited: the app).
 */
export default function Signup() {
  const { t } = useTranslation("accounts");
  const { to } = useSiteLanguage();
  return (
    <AuthCard
      title={t("signup.title")}
      titleProps={{
        "data-invited-title": t("signup.invitedTitle"),
        // The company's name is put in by /site.js (as text) where `{company}` stands.
        "data-invited-company-title": t("signup.invitedCompanyTitle", {
          company: "{company}",
          interpolation: { escapeValue: false },
        }),
      }}
    >
      <noscript>
        <Typography color="error">{t("noscript")}</Typography>
      </noscript>
      <Stack
        component="form"
        method="post"
        action={endpoints.user.create.path}
        data-auth-form="signup"
        data-success-title={t("signup.successTitle")}
        data-success-text={t("signup.successText")}
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
          id="email"
          name="email"
          type="email"
          label={t("fields.email")}
          autoComplete="email"
        />
        <SiteField
          id="password"
          name="password"
          type="password"
          label={t("fields.password")}
          autoComplete="new-password"
        />
        <SiteField
          id="re_password"
          name="re_password"
          type="password"
          label={t("fields.rePassword")}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large">
          {t("signup.submit")}
        </Button>
        <Link href={to("/auth/login")} sx={{ color: "primary.dark" }}>
          {t("signup.haveAccount")}
        </Link>
      </Stack>
    </AuthCard>
  );
}
