import { Alert, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { DefaultLayout } from "../components/layouts/default-layout.tsx";
import { ME_KEY, verifyEmailToken } from "../features/accounts/api.ts";
import { pageMeta } from "../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.emailVerification");

/** One request per link, even when React runs the effect twice (tokens are single-use). */
const checks = new Map<string, Promise<unknown>>();
function checkOnce(token: string, email: string) {
  const key = `${token}|${email}`;
  let check = checks.get(key);
  if (!check) {
    check = verifyEmailToken(token, email);
    checks.set(key, check);
  }
  return check;
}

/** The link from the verification mail: `?token=…&email=…`, checked once on arrival. */
export default function VerifyEmailToken() {
  const { t } = useTranslation("accounts");
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [state, setState] = useState<"checking" | "verified" | "failed">("checking");
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";

  useEffect(() => {
    let isCurrent = true;
    checkOnce(token, email).then(
      () => {
        if (!isCurrent) return;
        setState("verified");
        void queryClient.invalidateQueries({ queryKey: ME_KEY });
      },
      () => isCurrent && setState("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, email, queryClient]);

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
