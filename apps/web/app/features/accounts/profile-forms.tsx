import { Button, MenuItem, Stack, TextField } from "@mui/material";
import {
  FORMAT_LOCALES,
  type FormatLocale,
  LANGUAGES,
  type Language,
  type SetPasswordBody,
  SetPasswordBodySchema,
  type UpdateMeBody,
  UpdateMeBodySchema,
  type User,
} from "@tempus/contract";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import {
  contractResolver,
  refusedByContract,
  requiring,
} from "../../components/forms/contract-resolver.ts";
import { Field } from "../../components/forms/field.tsx";
import { FormErrors } from "../../components/forms/form-errors.tsx";
import { applyServerErrors } from "../../lib/form-errors.ts";
import { browserLocale, setFormatPreference } from "../../lib/format-locale.ts";
import { changeLanguage } from "../../lib/i18n.ts";
import { useSetPassword, useUpdateMe } from "./api.ts";
import { NewPasswordFields } from "./new-password-fields.tsx";

type ProfileValues = {
  email: string;
  language_preference: Language;
  format_locale: FormatLocale | null;
};

/** A day and an amount as `locale` writes them: "27/11/2026 · 1,234.50". */
const formatExample = (locale: string) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: "short", timeZone: "UTC" }).format(
    Date.UTC(2026, 10, 27, 12),
  )} · ${new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.5)}`;

/** A regional format by its region's name in `language`, with its example: "Royaume-Uni – …". */
function formatLabel(locale: string, language: string): string {
  const region = locale.split("-")[1] ?? "";
  const name = new Intl.DisplayNames([language], { type: "region" }).of(region) ?? region;
  return `${name} – ${formatExample(locale)}`;
}

/** The profile's e-mail address, language and regional format. */
export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation("accounts");
  const updateMe = useUpdateMe();
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<ProfileValues, unknown, UpdateMeBody>({
    defaultValues: {
      email: user.email,
      language_preference: user.language_preference,
      format_locale: user.format_locale,
    },
    resolver: requiring(
      ["email"],
      t("common:form.required"),
      contractResolver(UpdateMeBodySchema, (values: ProfileValues) => values),
    ),
  });
  const failed = () =>
    addAlert({ color: "error", title: t("profile.failedTitle"), text: t("profile.failedText") });
  const submit = form.handleSubmit(
    async (body) => {
      setErrors([]);
      try {
        const saved = await updateMe.mutateAsync(body);
        setFormatPreference(saved.format_locale);
        // Also when the language stays: every text and format is drawn again.
        await changeLanguage(i18n, saved.language_preference);
        addAlert({
          color: "success",
          title: t("profile.savedTitle"),
          text: t("profile.savedText"),
        });
      } catch (error) {
        setErrors(
          applyServerErrors(
            error,
            ["email", "language_preference", "format_locale"],
            form.setError,
            t("unexpected"),
          ),
        );
        failed();
      }
    },
    (refused) => {
      if (!refusedByContract(refused)) return;
      setErrors([]);
      failed();
    },
  );
  const root = form.formState.errors.root?.message;
  const language = form.watch("language_preference");
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <FormErrors messages={root ? [root, ...errors] : errors} />
      <Field
        name="email"
        type="email"
        label={t("fields.email")}
        register={form.register}
        errors={form.formState.errors}
      />
      <Controller
        name="language_preference"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t("fields.language")}
            value={field.value}
            onChange={(event) => {
              const language = event.target.value as Language;
              field.onChange(language);
              // A regional format belongs to its language: another language starts from the browser's.
              if (!form.getValues("format_locale")?.startsWith(`${language}-`))
                form.setValue("format_locale", null);
            }}
            onBlur={field.onBlur}
            id="language_preference"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`common:language.${language}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="format_locale"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t("fields.formatLocale")}
            value={field.value ?? ""}
            onChange={(event) => field.onChange((event.target.value || null) as FormatLocale)}
            onBlur={field.onBlur}
            id="format_locale"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t("profile.formatHelp")}
          >
            <MenuItem value="">
              {t("profile.formatAutomatic", {
                example: formatExample(browserLocale(language) ?? language),
              })}
            </MenuItem>
            {FORMAT_LOCALES.filter((locale) => locale.startsWith(`${language}-`)).map((locale) => (
              <MenuItem key={locale} value={locale}>
                {formatLabel(locale, i18n.language)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
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
const NO_PASSWORDS: SetPasswordBody = {
  current_password: "",
  new_password: "",
  re_new_password: "",
};

export function PasswordForm() {
  const { t } = useTranslation("accounts");
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const setPassword = useSetPassword();
  const form = useForm<SetPasswordBody>({
    defaultValues: NO_PASSWORDS,
    resolver: requiring(
      PASSWORD_FIELDS,
      t("common:form.required"),
      contractResolver(SetPasswordBodySchema, (values: SetPasswordBody) => values),
    ),
  });
  const failed = () =>
    addAlert({ color: "error", title: t("password.failedTitle"), text: t("password.failedText") });
  const submit = form.handleSubmit(
    async (body) => {
      setErrors([]);
      try {
        await setPassword.mutateAsync(body);
        form.reset();
        addAlert({
          color: "success",
          title: t("password.savedTitle"),
          text: t("password.savedText"),
        });
      } catch (error) {
        setErrors(applyServerErrors(error, PASSWORD_FIELDS, form.setError, t("unexpected")));
        failed();
      }
    },
    (refused) => {
      if (!refusedByContract(refused)) return;
      setErrors([]);
      failed();
    },
  );
  const root = form.formState.errors.root?.message;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <FormErrors messages={root ? [root, ...errors] : errors} />
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
