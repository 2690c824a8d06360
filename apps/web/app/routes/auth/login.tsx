import { Button, Link as MuiLink, Stack } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { logIn } from "../../features/accounts/api.ts";
import { AuthCard } from "../../features/accounts/auth-card.tsx";
import { Field } from "../../features/accounts/field.tsx";
import { applyServerErrors } from "../../features/accounts/server-errors.ts";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";
import type { SiteHandle } from "../../site/pages.ts";

type Values = { username: string; password: string };

export const meta = (args: SiteMetaArgs) => siteMeta("login", args);
export const handle: SiteHandle = { hydrate: true };

/** Only paths inside the app are followed after login, never another site. */
export function safeNext(next: string | null): string {
  return next?.startsWith("/app") ? next : "/app";
}

export default function Login() {
  const { t } = useTranslation("accounts");
  const { to } = useSiteLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<Values>();

  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await logIn(values.username, values.password);
      queryClient.clear();
      addAlert({ color: "success", title: t("login.successTitle"), text: t("login.successText") });
      navigate(safeNext(params.get("next")), { replace: true });
    } catch (error) {
      const messages = applyServerErrors(
        error,
        ["username", "password"],
        form.setError,
        t("unexpected"),
      );
      setErrors(messages);
      addAlert({
        color: "error",
        title: t("login.failedTitle"),
        text: messages.join(" ") || t("unexpected"),
      });
    }
  });

  return (
    <AuthCard title={t("login.title")} errors={errors}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Field
          name="username"
          label={t("fields.username")}
          autoComplete="username"
          register={form.register}
          errors={form.formState.errors}
        />
        <Field
          name="password"
          type="password"
          label={t("fields.password")}
          autoComplete="current-password"
          register={form.register}
          errors={form.formState.errors}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting}
        >
          {t("login.submit")}
        </Button>
        <Stack direction="row" sx={{ justifyContent: "space-between" }}>
          <MuiLink component={Link} to={to("/auth/forgot-password")}>
            {t("login.forgot")}
          </MuiLink>
          <MuiLink component={Link} to={to("/signup")}>
            {t("login.noAccount")}
          </MuiLink>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
