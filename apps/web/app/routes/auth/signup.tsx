import { Button, Link as MuiLink, Stack } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAlerts } from "../../components/alerts/alert-stack.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { logIn, register } from "../../features/accounts/api.ts";
import { AuthCard } from "../../features/accounts/auth-card.tsx";
import { Field } from "../../features/accounts/field.tsx";
import { applyServerErrors } from "../../features/accounts/server-errors.ts";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";
import type { SiteHandle } from "../../site/pages.ts";

type Values = { username: string; email: string; password: string; re_password: string };
const FIELDS = ["username", "email", "password", "re_password"] as const;

export const meta = (args: SiteMetaArgs) => siteMeta("signup", args);
export const handle: SiteHandle = { hydrate: true };

/** Registration; with ?invitation=… it joins the inviting company. Then signed in and on to verify. */
export default function Signup() {
  const { t } = useTranslation("accounts");
  const { to } = useSiteLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  const [params] = useSearchParams();
  const invitation = params.get("invitation") ?? undefined;
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<Values>();
  const invitedEmail = params.get("email");
  // Filled in after hydration: the pre-rendered form cannot know the link's address.
  useEffect(() => {
    if (invitedEmail) form.setValue("email", invitedEmail);
  }, [invitedEmail, form]);

  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    try {
      await register({ ...values, invitation });
    } catch (error) {
      setErrors(applyServerErrors(error, FIELDS, form.setError, t("unexpected")));
      addAlert({ color: "error", title: t("signup.failedTitle"), text: t("signup.failedText") });
      return;
    }
    await logIn(values.username, values.password);
    queryClient.clear();
    addAlert({ color: "success", title: t("signup.successTitle"), text: t("signup.successText") });
    navigate(invitation ? "/app" : "/app/legal/verifyemail", { replace: true });
  });

  return (
    <AuthCard title={t(invitation ? "signup.invitedTitle" : "signup.title")} errors={errors}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Field
          name="username"
          label={t("fields.username")}
          autoComplete="username"
          register={form.register}
          errors={form.formState.errors}
        />
        <Field
          name="email"
          type="email"
          label={t("fields.email")}
          autoComplete="email"
          register={form.register}
          errors={form.formState.errors}
        />
        <Field
          name="password"
          type="password"
          label={t("fields.password")}
          autoComplete="new-password"
          register={form.register}
          errors={form.formState.errors}
        />
        <Field
          name="re_password"
          type="password"
          label={t("fields.rePassword")}
          autoComplete="new-password"
          register={form.register}
          errors={form.formState.errors}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.formState.isSubmitting}
        >
          {t("signup.submit")}
        </Button>
        <MuiLink component={Link} to={to("/auth/login")}>
          {t("signup.haveAccount")}
        </MuiLink>
      </Stack>
    </AuthCard>
  );
}
