import { Alert, Button, Stack } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { confirmPasswordReset } from "../../features/accounts/api.ts";
import { AuthCard } from "../../features/accounts/auth-card.tsx";
import { Field } from "../../features/accounts/field.tsx";
import { applyServerErrors } from "../../features/accounts/server-errors.ts";
import { pageMeta } from "../../lib/i18n.ts";
import type { SiteHandle } from "../../site/pages.ts";

type Values = { new_password: string; re_new_password: string };

export const meta = () => pageMeta("common:titles.resetPassword");
export const handle: SiteHandle = { hydrate: true };

/** The link from the reset mail: `?uid=…&token=…`. */
export default function ResetPassword() {
  const { t } = useTranslation("accounts");
  const { to } = useSiteLanguage();
  const [params] = useSearchParams();
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const [isDone, setIsDone] = useState(false);
  const form = useForm<Values>();
  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await confirmPasswordReset({
        uid: params.get("uid") ?? "",
        token: params.get("token") ?? "",
        ...values,
      });
      setIsDone(true);
      addAlert({ color: "success", title: t("reset.doneTitle"), text: t("reset.done") });
    } catch (error) {
      const messages = applyServerErrors(
        error,
        ["new_password", "re_new_password"],
        form.setError,
        t("unexpected"),
      );
      setErrors(messages);
      addAlert({
        color: "error",
        title: t("reset.failedTitle"),
        text: messages.join(" ") || t("signup.failedText"),
      });
    }
  });
  return (
    <AuthCard title={t("reset.title")} errors={errors}>
      {isDone ? (
        <>
          <Alert severity="success">{t("reset.done")}</Alert>
          <Button href={to("/auth/login")} variant="contained">
            {t("login.submit")}
          </Button>
        </>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Field
            name="new_password"
            type="password"
            label={t("fields.newPassword")}
            autoComplete="new-password"
            register={form.register}
            errors={form.formState.errors}
          />
          <Field
            name="re_new_password"
            type="password"
            label={t("fields.reNewPassword")}
            autoComplete="new-password"
            register={form.register}
            errors={form.formState.errors}
          />
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t("reset.submit")}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
