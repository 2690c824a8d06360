import {
  Alert,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from "@mui/material";
import { LANGUAGES, type Language, type User } from "@tempus/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useOutletContext, useSearchParams } from "react-router";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { ListStatus } from "../../components/lists/list-status.tsx";
import { setPassword, useUpdateMe } from "../../features/accounts/api.ts";
import { Field } from "../../features/accounts/field.tsx";
import { applyServerErrors } from "../../features/accounts/server-errors.ts";
import { SubscriptionSummary } from "../../features/billing/subscription-summary.tsx";
import { useCompany } from "../../features/company/api.ts";
import { CompanyForm } from "../../features/company/company-form.tsx";
import { MembersPanel } from "../../features/team/members-panel.tsx";
import { changeLanguage, pageMeta } from "../../lib/i18n.ts";

export const meta = () => pageMeta("common:titles.settings");

const TABS = ["profile", "password", "company", "members"] as const;
type SettingsTab = (typeof TABS)[number];

function CompanyTab({ user }: { user: User }) {
  const company = useCompany();
  if (!company.data) return <ListStatus state="loading" />;
  return (
    <Stack spacing={3}>
      <SubscriptionSummary />
      <CompanyForm company={company.data} canEdit={user.role !== "member"} />
    </Stack>
  );
}

function ProfileForm({ user }: { user: User }) {
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
      const saved = await updateMe(values);
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
      {errors.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
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

type PasswordValues = { current_password: string; new_password: string; re_new_password: string };
const PASSWORD_FIELDS = ["current_password", "new_password", "re_new_password"] as const;

function PasswordForm() {
  const { t } = useTranslation("accounts");
  const { addAlert } = useAlerts();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<PasswordValues>();
  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await setPassword(values);
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
      {errors.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <Field
        name="current_password"
        type="password"
        label={t("fields.currentPassword")}
        autoComplete="current-password"
        register={form.register}
        errors={form.formState.errors}
      />
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

export default function Settings() {
  const { t } = useTranslation("accounts");
  const user = useOutletContext<User>();
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((name) => name !== "members" || user.role !== "member");
  const requested = params.get("tab");
  const tab: SettingsTab = tabs.find((name) => name === requested) ?? "profile";
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {t("settings.title")}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Tabs
            value={tab}
            onChange={(_event, value: SettingsTab) => setParams({ tab: value })}
            sx={{ mb: 3 }}
          >
            {tabs.map((name) => (
              <Tab key={name} value={name} label={t(`settings.${name}`)} />
            ))}
          </Tabs>
          {tab === "profile" && <ProfileForm user={user} />}
          {tab === "password" && <PasswordForm />}
          {tab === "company" && <CompanyTab user={user} />}
          {tab === "members" && <MembersPanel user={user} />}
        </CardContent>
      </Card>
    </>
  );
}
