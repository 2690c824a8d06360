import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/forms/field.tsx";

/** A new password and its repetition, as changing and resetting a password ask for them. */
export function NewPasswordFields<
  T extends FieldValues & { new_password: string; re_new_password: string },
  Body extends FieldValues,
>({ form }: { form: UseFormReturn<T, unknown, Body> }) {
  const { t } = useTranslation("accounts");
  return (
    <>
      <Field
        name={"new_password" as Path<T>}
        type="password"
        label={t("fields.newPassword")}
        autoComplete="new-password"
        register={form.register}
        errors={form.formState.errors}
      />
      <Field
        name={"re_new_password" as Path<T>}
        type="password"
        label={t("fields.reNewPassword")}
        autoComplete="new-password"
        register={form.register}
        errors={form.formState.errors}
      />
    </>
  );
}
