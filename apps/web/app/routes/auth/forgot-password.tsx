import { Alert, Button, Stack } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { requestPasswordReset } from "../../features/accounts/api.ts";
import { AuthCard } from "../../features/accounts/auth-card.tsx";
import { Field } from "../../features/accounts/field.tsx";
import { applyServerErrors } from "../../features/accounts/server-errors.ts";
import { pageMeta } from "../../lib/i18n.ts";
import type { SiteHandle } from "../../site/pages.ts";

export const meta = () => pageMeta("common:titles.forgotPassword");
export const handle: SiteHandle = { hydrate: true };

export default function ForgotPassword() {
  const { t } = useTranslation("accounts");
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const [isSent, setIsSent] = useState(false);
  const form = useForm<{ email: string }>();
  const submit = form.handleSubmit(async ({ email }) => {
    setErrors([]);
    try {
      await requestPasswordReset(email);
      setIsSent(true);
      addAlert({ color: "success", title: t("forgot.sentTitle"), text: t("forgot.sent") });
    } catch (error) {
      const messages = applyServerErrors(error, ["email"], form.setError, t("unexpected"));
      setErrors(messages);
      addAlert({
        color: "error",
        title: t("forgot.failedTitle"),
        text: messages.join(" ") || t("signup.failedText"),
      });
    }
  });
  return (
    <AuthCard title={t("forgot.title")} errors={errors}>
      {isSent ? (
        <Alert severity="success">{t("forgot.sent")}</Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Field
            name="email"
            type="email"
            label={t("fields.email")}
            helperText={t("forgot.help")}
            register={form.register}
            errors={form.formState.errors}
          />
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t("forgot.submit")}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
