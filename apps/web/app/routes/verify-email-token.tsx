import { Alert, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { DefaultLayout } from "../components/layouts/default-layout.tsx";
import { useVerifyEmailToken } from "../features/accounts/api.ts";
import { pageMeta } from "../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.emailVerification");

/** The link from the verification mail: `?token=…&email=…`, checked once on arrival. */
export default function VerifyEmailToken() {
  const { t } = useTranslation("accounts");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const state = useVerifyEmailToken(token, email);

  return (
    <DefaultLayout>
      <Stack spacing={3} sx={{ maxWidth: 560, mx: "auto", py: 8 }}>
        <Typography variant="h2" component="h1">
          {t("verifyToken.title")}
        </Typography>
        {state === "checking" && <CircularProgress aria-label={t("verifyToken.checking")} />}
        {state === "verified" && (
          <Alert severity="success">{t("verifyToken.verified", { email })}</Alert>
        )}
        {state === "failed" && <Alert severity="error">{t("verifyToken.failed")}</Alert>}
        {state !== "checking" && (
          <Button component={Link} to="/app" variant="contained" sx={{ alignSelf: "flex-start" }}>
            {t("verifyToken.toApp")}
          </Button>
        )}
      </Stack>
    </DefaultLayout>
  );
}
