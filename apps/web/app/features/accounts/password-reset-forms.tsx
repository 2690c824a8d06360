import { Alert, Button, Stack } from "@mui/material";
import {
  type ResetPasswordBody,
  ResetPasswordBodySchema,
  type ResetPasswordConfirmBody,
  ResetPasswordConfirmBodySchema,
} from "@tempus/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { Field } from "../../components/forms/field.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { checkBody } from "../../lib/check-body.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { useConfirmPasswordReset, useRequestPasswordReset } from "./api.ts";
import { AuthCard } from "./auth-card.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";

type Values = Pick<ResetPasswordConfirmBody, "new_password" | "re_new_password">;

/** Asks for the reset mail of an address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation("accounts");
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const [isSent, setIsSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  const form = useForm<ResetPasswordBody>();
  const submit = form.handleSubmit(async ({ email }) => {
    setErrors([]);
    try {
      await requestReset.mutateAsync(checkBody(ResetPasswordBodySchema, { email }));
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

/** The link from the reset mail: `?uid=…&token=…`. */
export function ResetPasswordForm() {
  const { t } = useTranslation("accounts");
  const { to } = useSiteLanguage();
  const [params] = useSearchParams();
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const [isDone, setIsDone] = useState(false);
  const confirmReset = useConfirmPasswordReset();
  const form = useForm<Values>();
  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await confirmReset.mutateAsync(
        checkBody(ResetPasswordConfirmBodySchema, {
          uid: params.get("uid") ?? "",
          token: params.get("token") ?? "",
          ...values,
        }),
      );
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
          <NewPasswordFields form={form} />
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t("reset.submit")}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
