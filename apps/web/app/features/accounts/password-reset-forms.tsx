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
import {
  contractResolver,
  refusedByContract,
  requiring,
} from "../../components/forms/contract-resolver.ts";
import { Field } from "../../components/forms/field.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
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
  const form = useForm<ResetPasswordBody>({
    defaultValues: { email: "" },
    resolver: requiring(
      ["email"],
      t("common:form.required"),
      contractResolver(ResetPasswordBodySchema, ({ email }: ResetPasswordBody) => ({ email })),
    ),
  });
  const failed = (messages: string[]) =>
    addAlert({
      color: "error",
      title: t("forgot.failedTitle"),
      text: messages.join(" ") || t("signup.failedText"),
    });
  const submit = form.handleSubmit(
    async (body) => {
      setErrors([]);
      try {
        await requestReset.mutateAsync(body);
        setIsSent(true);
        addAlert({ color: "success", title: t("forgot.sentTitle"), text: t("forgot.sent") });
      } catch (error) {
        const messages = applyServerErrors(error, ["email"], form.setError, t("unexpected"));
        setErrors(messages);
        failed(messages);
      }
    },
    (refused) => {
      if (!refusedByContract(refused)) return;
      setErrors([]);
      failed(refused.root?.message ? [refused.root.message] : []);
    },
  );
  const root = form.formState.errors.root?.message;
  return (
    <AuthCard title={t("forgot.title")} errors={root ? [root, ...errors] : errors}>
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
  const form = useForm<Values, unknown, ResetPasswordConfirmBody>({
    defaultValues: { new_password: "", re_new_password: "" },
    // The link's uid and token go with the passwords; a link without them is refused above the form.
    resolver: requiring(
      ["new_password", "re_new_password"],
      t("common:form.required"),
      contractResolver(ResetPasswordConfirmBodySchema, (values: Values) => ({
        uid: params.get("uid") ?? "",
        token: params.get("token") ?? "",
        ...values,
      })),
    ),
  });
  const failed = (messages: string[]) =>
    addAlert({
      color: "error",
      title: t("reset.failedTitle"),
      text: messages.join(" ") || t("signup.failedText"),
    });
  const submit = form.handleSubmit(
    async (body) => {
      setErrors([]);
      try {
        await confirmReset.mutateAsync(body);
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
        failed(messages);
      }
    },
    (refused) => {
      if (!refusedByContract(refused)) return;
      setErrors([]);
      failed(refused.root?.message ? [refused.root.message] : []);
    },
  );
  const root = form.formState.errors.root?.message;
  return (
    <AuthCard title={t("reset.title")} errors={root ? [root, ...errors] : errors}>
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
