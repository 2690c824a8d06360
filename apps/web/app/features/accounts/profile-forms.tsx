import { Button, MenuItem, Stack, TextField } from "@mui/material";
import {
  LANGUAGES,
  type Language,
  type SetPasswordBody,
  SetPasswordBodySchema,
  UpdateMeBodySchema,
  type User,
} from "@tempus/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { Field } from "../../components/forms/field.tsx";
import { FormErrors } from "../../components/forms/form-errors.tsx";
import { checkBody } from "../../lib/check-body.ts";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { changeLanguage } from "../../lib/i18n.ts";
import { useSetPassword, useUpdateMe } from "./api.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

/** The profile's e-mail address and language. */
export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation("accounts");
  const updateMe = useUpdateMe();
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<{ email: string; language_preference: Language }>({
    defaultValues: { email: user.email, language_preference: user.language_preference },
  });
  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      const saved = await updateMe.mutateAsync(checkBody(UpdateMeBodySchema, values));
      await changeLanguage(i18n, saved.language_preference);
      addAlert({ color: "success", title: t("profile.savedTitle"), text: t("profile.savedText") });
    } catch (error) {
      setErrors(
        applyServerErrors(error, ["email", "language_preference"], form.setError, t("unexpected")),
      );
      addAlert({ color: "error", title: t("profile.failedTitle"), text: t("profile.failedText") });
    }
  });
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <FormErrors messages={errors} />
      <Field
        name="email"
        type="email"
        label={t("fields.email")}
        register={form.register}
        errors={form.formState.errors}
      />
      <TextField
        select
        label={t("fields.language")}
        value={form.watch("language_preference")}
        onChange={(event) => form.setValue("language_preference", event.target.value as Language)}
        id="language_preference"
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language}>
            {t(`common:language.${language}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disabled={form.formState.isSubmitting}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("profile.submit")}
      </Button>
    </Stack>
  );
}

const PASSWORD_FIELDS = ["current_password", "new_password", "re_new_password"] as const;

export function PasswordForm() {
  const { t } = useTranslation("accounts");
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const setPassword = useSetPassword();
  const form = useForm<SetPasswordBody>();
  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await setPassword.mutateAsync(checkBody(SetPasswordBodySchema, values));
      form.reset();
      addAlert({
        color: "success",
        title: t("password.savedTitle"),
        text: t("password.savedText"),
      });
    } catch (error) {
      setErrors(applyServerErrors(error, PASSWORD_FIELDS, form.setError, t("unexpected")));
      addAlert({
        color: "error",
        title: t("password.failedTitle"),
        text: t("password.failedText"),
      });
    }
  });
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <FormErrors messages={errors} />
      <Field
        name="current_password"
        type="password"
        label={t("fields.currentPassword")}
        autoComplete="current-password"
        register={form.register}
        errors={form.formState.errors}
      />
      <NewPasswordFields form={form} />
      <Button
        type="submit"
        variant="contained"
        disabled={form.formState.isSubmitting}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("password.submit")}
      </Button>
    </Stack>
  );
}
